#ifndef PLUMB_CLIBXML2_SHIM_H
#define PLUMB_CLIBXML2_SHIM_H
// Debian's libxml2 defines LIBXML_ICU_ENABLED, which pulls ICU headers that clash with
// Foundation's own ICU module ("'UErrorCode' has different definitions in different modules").
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlIO.h>

// `xmlFree` is a global function-pointer variable, which Swift 6 refuses to read from
// concurrent code; call it through a function instead.
static inline void plumb_xml_free(void *pointer) { xmlFree(pointer); }

// libxml2 reports a few errors without a parser context (encoding conversion, I/O) through the
// generic error function, which prints to stderr. The same problems reach the parser context's
// structured handler as well, so PlumbXML silences the generic channel. libxml2 keeps this
// function in per-thread state (LIBXML_THREAD_ENABLED); the call affects the calling thread only.
static inline void plumb_silent_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}
static inline void plumb_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, plumb_silent_generic_error);
}
#endif
