#ifndef PLUMB_CLIBXML2_SHIM_H
#define PLUMB_CLIBXML2_SHIM_H
// Debian's libxml2 defines LIBXML_ICU_ENABLED, which pulls ICU headers that clash with
// Foundation's own ICU module ("'UErrorCode' has different definitions in different modules").
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlIO.h>
#endif
