// The C surface Wireframe draws with: cairo's image, SVG and PDF surfaces, pango set on cairo
// for text (with fontconfig, which finds the fonts, and pango's fontconfig font map, which takes
// a configuration of our own), and zlib for PNG. Only the Wireframe module imports this; no cairo, pango or
// zlib type leaves it.
#ifndef PLUMB_CCAIRO_SHIM_H
#define PLUMB_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <zlib.h>

#endif
