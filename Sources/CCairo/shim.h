// The C surface Wireframe draws with: cairo's image, SVG and PDF surfaces, and pango set on
// cairo for text. Only the Wireframe module imports this; no cairo or pango type leaves it.
#ifndef PLUMB_CCAIRO_SHIM_H
#define PLUMB_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#endif
