import CCairo
import Foundation

/// Painting scene items with cairo: the only place where the scene model meets cairo's calls.
extension CairoContext {
    /// Paints `items` in order, each on top of the ones before.
    ///
    /// - Complexity: O(n) in the number of items, nested ones included, plus the text set.
    func paint(_ items: [Scene.Item], text: TextPipeline) {
        for item in items { paint(item, text: text) }
    }

    /// Paints the items whose bounds meet `visible` (in the current coordinates), in order,
    /// looking into groups: what a band of a tall image needs of a scene.
    ///
    /// - Complexity: O(n) in the items visited, plus the text set.
    func paint(_ bounded: BoundedItems, text: TextPipeline, within visible: CGRect) {
        for index in bounded.items.indices where bounded.item(index, meets: visible) {
            guard let nested = bounded.nested[index], case .group(let group) = bounded.items[index] else {
                paint(bounded.items[index], text: text)
                continue
            }
            let transform = group.transform
            let inner = transform.a * transform.d - transform.b * transform.c == 0 ? CGRect.infinite : visible.applying(transform.inverted())
            paint(group) { paint(nested, text: text, within: inner) }
        }
    }

    /// Paints one item, a group with everything in it.
    private func paint(_ item: Scene.Item, text: TextPipeline) {
        switch item {
        case .rectangle(let rectangle): paint(rectangle)
        case .path(let path): paint(path)
        case .text(let run): paint(run, pipeline: text)
        case .group(let group): paint(group) { paint(group.items, text: text) }
        }
    }

    /// Makes the whole surface transparent, as a new image is.
    func clear() {
        cairo_save(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_CLEAR)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }

    /// Covers the whole surface with one colour.
    func paintBackground(_ color: Color) {
        setSource(color)
        cairo_paint(pointer)
    }

    private func paint(_ rectangle: Scene.Rectangle) {
        cairo_new_path(pointer)
        addRoundedRectangle(rectangle.frame, cornerRadius: rectangle.cornerRadius)
        fillAndStroke(fill: rectangle.fill, stroke: rectangle.stroke)
    }

    private func paint(_ path: Scene.Path) {
        cairo_new_path(pointer)
        add(path)
        fillAndStroke(fill: path.fill, stroke: path.stroke)
    }

    /// Runs `paintItems` in the group's coordinates, clipped and faded as the group says; not
    /// at all when the group's transform flattens the plane (a scale of 0 on an axis), which
    /// leaves nothing of it to see, as in UIKit, and which cairo refuses, failing the figure.
    private func paint(_ group: Scene.Group, items paintItems: () -> Void) {
        let transform = group.transform
        guard transform.a * transform.d - transform.b * transform.c != 0 else { return }
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(pointer, &matrix)
        if let clip = group.clip {
            cairo_new_path(pointer)
            add(clip)
            cairo_clip(pointer)
        }
        guard group.opacity < 1 else {
            paintItems()
            return
        }
        cairo_push_group(pointer)
        paintItems()
        cairo_pop_group_to_source(pointer)
        cairo_paint_with_alpha(pointer, group.opacity)
    }

    /// Adds a rectangle to the current path, with its corners rounded by arcs when the radius
    /// is positive (clamped to half the shorter side, as Core Animation does).
    private func addRoundedRectangle(_ frame: CGRect, cornerRadius: CGFloat) {
        let radius = min(max(cornerRadius, 0), frame.width / 2, frame.height / 2)
        guard radius > 0 else {
            cairo_rectangle(pointer, frame.minX, frame.minY, frame.width, frame.height)
            return
        }
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, frame.maxX - radius, frame.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(pointer, frame.maxX - radius, frame.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(pointer, frame.minX + radius, frame.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(pointer, frame.minX + radius, frame.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(pointer)
    }

    /// Adds the path's elements to the current path.
    private func add(_ path: Scene.Path) {
        for element in path.elements {
            switch element {
            case .move(let point):
                cairo_move_to(pointer, point.x, point.y)
            case .line(let point):
                cairo_line_to(pointer, point.x, point.y)
            case .curve(let point, let control1, let control2):
                cairo_curve_to(pointer, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .arc(let center, let radius, let startAngle, let endAngle):
                cairo_arc(pointer, center.x, center.y, radius, startAngle, endAngle)
            case .close:
                cairo_close_path(pointer)
            }
        }
    }

    /// Fills, then strokes, the current path, and clears it.
    private func fillAndStroke(fill: Color?, stroke: Stroke?) {
        if let fill {
            setSource(fill)
            cairo_fill_preserve(pointer)
        }
        if let stroke {
            apply(stroke)
            cairo_stroke_preserve(pointer)
        }
        cairo_new_path(pointer)
    }

    private func apply(_ stroke: Stroke) {
        setSource(stroke.color)
        cairo_set_line_width(pointer, stroke.width)
        switch stroke.style {
        case .solid:
            cairo_set_dash(pointer, nil, 0, 0)
        case .dashed(let pattern, let phase):
            let lengths = pattern.map { Double($0) }
            cairo_set_dash(pointer, lengths, Int32(lengths.count), phase)
        }
        switch stroke.cap {
        case .butt: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_SQUARE)
        }
        switch stroke.join {
        case .miter: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    func setSource(_ color: Color) {
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
    }
}
