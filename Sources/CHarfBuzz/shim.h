/* CHarfBuzz: HarfBuzz text shaping for Swift. Shaping only, with HarfBuzz's own OpenType
 * functions (no FreeType or platform font functions), so results depend on the font file
 * alone. */
#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

#endif
