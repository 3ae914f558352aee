extension VisualFormatBuilder {
    /// Checks the options against the format (`VisualFormatOptions.validate(for:)`), with the
    /// caret where UIKit stops: after the item that closes the first gap, where it checks
    /// baseline spacing, or after the second view, where it aligns the first pair.
    func checkOptions() throws(VisualFormatError) {
        do {
            try options.validate(for: format)
        } catch {
            let isAlignment = if case .alignmentAlongOrientation = error { true } else { false }
            throw failure(.invalidOptions(error), at: isAlignment ? column(afterViewAt: 1) : columnAfterFirstGap)
        }
    }

    /// The view `|` stands for, in a format that has one: the superview of the view beside
    /// the first `|`, which every view of the format must share.
    ///
    /// UIKit itself takes the superview of the view beside each `|`, one `|` at a time, and
    /// fails where it finds none: after the view beside a leading `|`, or after a closing `|`.
    /// A format whose views are in different superviews works there, each `|` standing for the
    /// superview of its neighbour; Plumb rejects it, since `|` would then mean two things to the
    /// reader (docs/vfl.md §6).
    func findSuperview() throws(VisualFormatError) -> View? {
        guard format.leadingSuperview != nil || format.trailingSuperview != nil else { return nil }
        let named = format.views
        let reference = format.leadingSuperview != nil ? 0 : named.count - 1
        guard let superview = item(named[reference]).superitem else {
            throw failure(.missingSuperview, at: caretColumn(forSuperviewOfViewAt: reference))
        }
        for (index, view) in named.enumerated() where item(view).superitem !== superview {
            let fault: VisualFormatError.Fault =
                item(view).superitem == nil
                ? .missingSuperview : .differentSuperviews(name: view.name, reference: named[reference].name)
            throw failure(fault, at: caretColumn(forSuperviewOfViewAt: index))
        }
        return superview
    }

    /// Where UIKit stops when it looks for the superview of the view at `index`: after that
    /// view, or, for the last view of a format that ends with `|`, after the `|` (unless the
    /// format also starts with `|` and has one view, which UIKit looks at for the leading `|`).
    private func caretColumn(forSuperviewOfViewAt index: Int) -> Int {
        let isBesideClosingBar = index == format.views.count - 1 && format.trailingSuperview != nil
        let isBesideOpeningBar = index == 0 && format.leadingSuperview != nil
        return isBesideClosingBar && !isBesideOpeningBar ? endColumn : column(afterViewAt: index)
    }

    /// The column just past the view at `index` (its `]`): where the next connection starts.
    private func column(afterViewAt index: Int) -> Int {
        if index + 1 < format.views.count { return format.followingViews[index].connection.column }
        return format.trailingSuperview?.connection.column ?? endColumn
    }

    /// The column just past the item that closes the format's first gap.
    private var columnAfterFirstGap: Int {
        format.leadingSuperview != nil ? column(afterViewAt: 0) : format.views.count > 1 ? column(afterViewAt: 1) : endColumn
    }

    /// The column past the last character. The parser accepts only ASCII, so a character is
    /// one column.
    private var endColumn: Int { text.utf8.count + 1 }
}
