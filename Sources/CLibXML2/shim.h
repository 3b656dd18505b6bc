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
#endif
