import AutoLayout
import Foundation

extension Theme {
    /// The shapes of a control's content inside `frame`, tinted by `tint` where UIKit tints.
    func controlItems(_ control: ControlContent, font: Font, tint: Color, in frame: CGRect) -> [Scene.Item] {
        switch control {
        case .image(let name, let isSymbol):
            imagePlaceholder(name, isSymbol: isSymbol, font: font, tint: tint, in: frame)
        case .keyboard:
            keyboardItems(in: frame)
        case .textView(let text, let alignment, let isPlaceholder, _):
            [textItem(text, font: font, in: frame.insetBy(dx: ControlMetrics.textViewLinePadding, dy: ControlMetrics.textViewVerticalInset),
                      alignment: Scene.Text.Alignment(alignment), lines: 0, color: isPlaceholder ? ghost : primaryText)]
        case .slider(let fraction, let insets):
            sliderItems(fraction: fraction, insets: insets, tint: tint, in: frame)
        case .stepper:
            stepperItems(font: Font(size: 20), in: frame)
        case .colorWell:
            colorWellItems(in: frame)
        case .progress(let fraction):
            trackItems(CGRect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4), fraction: fraction, tint: tint)
        case .activityIndicator(let isLarge):
            spinnerItems(in: frame, spokes: isLarge ? 12 : 8)
        case .pageControl(let pages, let current):
            pageDots(pages: pages, current: current, in: frame)
        case .searchBar(let text, let isPlaceholder, let showsCancel):
            searchBarItems(text, isPlaceholder: isPlaceholder, showsCancel: showsCancel, font: font, tint: tint, in: frame)
        case .datePicker(let style, let mode):
            datePickerItems(style: style, mode: mode, font: font, tint: tint, in: frame)
        case .picker(let components):
            wheelItems(components.isEmpty ? [["Item 1", "Item 2", "Item 3"]] : components, font: font, in: frame)
        case .blur:
            [.rectangle(Scene.Rectangle(frame: frame, fill: ghost.withAlpha(0.18)))]
        case .container(let name):
            [.rectangle(Scene.Rectangle(frame: frame.insetBy(dx: 4, dy: 4), cornerRadius: 6, stroke: hairline(ghost, dashes: guideDash))),
             textItem("→ " + name, font: Font(size: 13), in: frame, alignment: .center, lines: 1, color: ghost)]
        case .navigationBar(let title, let isLarge):
            navigationBarItems(title, isLarge: isLarge, font: font, in: frame)
        case .barItems(let items, let selected, let topInset):
            barItems(items, selected: selected, topInset: topInset, font: font, tint: tint, in: frame)
        case .tableCell(let accessory, let margin, let separatorInset):
            tableCellItems(accessory: accessory, trailingMargin: margin, separatorInset: separatorInset, tint: tint, in: frame)
        case .button(let button):
            buttonItems(button, tint: tint, in: frame)
        case .sectionTitle(let title, let isHeader, let margin):
            [textItem(isHeader ? title.uppercased() : title, font: font,
                      in: CGRect(x: frame.minX + margin, y: isHeader ? frame.maxY - 22 : frame.minY + 4,
                                 width: max(frame.width - 2 * margin, 0), height: isHeader ? 16 : max(frame.height - 4, 0)),
                      alignment: .left, lines: 0, color: ghost)]
        }
    }

    /// A table row's accessory glyph, centred on its trailing margin's inner edge, and its
    /// separator along the bottom.
    private func tableCellItems(accessory: TableViewCell.AccessoryType, trailingMargin: CGFloat, separatorInset: CGFloat?,
                                tint: Color, in frame: CGRect) -> [Scene.Item] {
        var items: [Scene.Item] = []
        if let separatorInset {
            items.append(.path(Scene.Path.line(from: CGPoint(x: frame.minX + separatorInset, y: frame.maxY - lineWidth / 2),
                                               to: CGPoint(x: frame.maxX, y: frame.maxY - lineWidth / 2), stroke: hairline(ghost.withAlpha(0.5)))))
        }
        let glyph: (String, Color)? = switch accessory {
        case .none: nil
        case .disclosureIndicator: ("›", ghost)
        case .checkmark: ("✓", tint)
        case .detailButton: ("ⓘ", tint)
        case .detailDisclosureButton: ("ⓘ ›", tint)
        }
        if let (text, color) = glyph {
            let width = TableMetrics.accessoryWidths[accessory]
            let box = CGRect(x: frame.maxX - trailingMargin - width, y: frame.minY, width: width, height: frame.height)
            items.append(textItem(text, font: Font(size: 20), in: box, alignment: .right, lines: 1, color: color))
        }
        return items
    }

    /// A picture's stand-in: a faint box crossed corner to corner with the image's name in
    /// the middle; a symbol is its name alone, in the tint colour.
    private func imagePlaceholder(_ name: String, isSymbol: Bool, font: Font, tint: Color, in frame: CGRect) -> [Scene.Item] {
        let label = textItem(name, font: font, in: frame, alignment: .center, lines: 1, color: isSymbol ? tint : ghost)
        guard !isSymbol else { return [label] }
        let stroke = hairline(ghost.withAlpha(0.5))
        return [
            .rectangle(Scene.Rectangle(frame: frame, fill: ghost.withAlpha(0.1))),
            .path(Scene.Path.line(from: CGPoint(x: frame.minX, y: frame.minY), to: CGPoint(x: frame.maxX, y: frame.maxY), stroke: stroke)),
            .path(Scene.Path.line(from: CGPoint(x: frame.maxX, y: frame.minY), to: CGPoint(x: frame.minX, y: frame.maxY), stroke: stroke)),
            label,
        ]
    }

    /// A keyboard's keys: three rows of letters (10, 9 and 7 keys) and a space bar, each a
    /// rounded key on the plate, laid out in the top 216 pt (a phone keyboard's keys; the rest
    /// is the home indicator's area).
    private func keyboardItems(in frame: CGRect) -> [Scene.Item] {
        let keys = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, 216))
        let rowHeight = keys.height / 4, gap: CGFloat = 6
        let keyWidth = (keys.width - 11 * gap) / 10
        var items: [Scene.Item] = []
        for (row, count) in [10, 9, 7, 1].enumerated() {
            let width = count == 1 ? keyWidth * 5 + 4 * gap : keyWidth
            let rowWidth = CGFloat(count) * width + CGFloat(count - 1) * gap
            var x = keys.midX - rowWidth / 2
            for _ in 0..<count {
                let key = CGRect(x: x, y: keys.minY + CGFloat(row) * rowHeight + gap, width: width, height: rowHeight - 2 * gap)
                items.append(.rectangle(Scene.Rectangle(frame: key, cornerRadius: 5, fill: surface)))
                x += width + gap
            }
        }
        return items
    }

    /// A 4 pt rounded track, tinted up to `fraction` of its length.
    private func trackItems(_ track: CGRect, fraction: Double, tint: Color) -> [Scene.Item] {
        let filled = CGRect(x: track.minX, y: track.minY, width: track.width * CGFloat(fraction), height: track.height)
        return [
            .rectangle(Scene.Rectangle(frame: track, cornerRadius: track.height / 2, fill: ghost.withAlpha(0.3))),
            .rectangle(Scene.Rectangle(frame: filled, cornerRadius: track.height / 2, fill: tint)),
        ]
    }

    /// A slider: the track across its alignment rectangle (`frame` less `insets`) and a 28 pt
    /// round thumb.
    private func sliderItems(fraction: Double, insets: EdgeInsets, tint: Color, in frame: CGRect) -> [Scene.Item] {
        let bar = CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top, width: max(frame.width - insets.left - insets.right, 0),
                         height: max(frame.height - insets.top - insets.bottom, 0))
        let thumbRadius = min(14, bar.height / 2, bar.width / 2)
        let centre = CGPoint(x: bar.minX + thumbRadius + (bar.width - 2 * thumbRadius) * CGFloat(fraction), y: bar.midY)
        return trackItems(CGRect(x: bar.minX, y: bar.midY - 2, width: bar.width, height: 4), fraction: fraction, tint: tint) + [
            .path(Scene.Path.circle(center: centre, radius: thumbRadius, fill: surface, stroke: hairline(ghost))),
        ]
    }

    /// A stepper: a rounded plate split in two, − and +.
    private func stepperItems(font: Font, in frame: CGRect) -> [Scene.Item] {
        let left = CGRect(x: frame.minX, y: frame.minY, width: frame.width / 2, height: frame.height)
        let right = left.offsetBy(dx: frame.width / 2, dy: 0)
        return [
            .rectangle(Scene.Rectangle(frame: frame, cornerRadius: 8, fill: ghost.withAlpha(0.15))),
            .path(Scene.Path.line(from: CGPoint(x: frame.midX, y: frame.minY + 6), to: CGPoint(x: frame.midX, y: frame.maxY - 6),
                                  stroke: hairline(ghost))),
            textItem("−", font: font, in: left, alignment: .center, lines: 1, color: primaryText),
            textItem("+", font: font, in: right, alignment: .center, lines: 1, color: primaryText),
        ]
    }

    /// A colour well as UIKit draws it: a circle 28 to 36 pt across at the centre, a ring of
    /// the hues 3 pt wide, and inside it the swatch (5 pt in), empty until a colour is chosen.
    private func colorWellItems(in frame: CGRect) -> [Scene.Item] {
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let radius = min(max(min(frame.width, frame.height), ControlMetrics.compactColorWellSide), ControlMetrics.regularColorWellSide) / 2
        let hues = Self.colorWellHues
        let ring = hues.indices.map { index -> Scene.Item in
            let start = CGFloat(index) / CGFloat(hues.count) * 2 * .pi - .pi / 2
            let end = start + 2 * .pi / CGFloat(hues.count)
            return .path(Scene.Path(elements: [.arc(center: centre, radius: radius - 1.5, startAngle: start, endAngle: end)],
                                    stroke: Stroke(color: hues[index], width: 3)))
        }
        return ring + [.path(Scene.Path.circle(center: centre, radius: radius - 5, fill: nil, stroke: hairline(ghost)))]
    }

    /// The hues round a colour well's ring, from the top clockwise.
    private static let colorWellHues: [Color] = [
        Color(red: 1, green: 0.23, blue: 0.19), Color(red: 1, green: 0.8, blue: 0), Color(red: 0.2, green: 0.78, blue: 0.35),
        Color(red: 0.19, green: 0.69, blue: 0.78), Color(red: 0, green: 0.48, blue: 1), Color(red: 0.69, green: 0.32, blue: 0.87),
    ]

    /// A spinner: spokes around the centre, fading round the circle.
    private func spinnerItems(in frame: CGRect, spokes: Int) -> [Scene.Item] {
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let outer = min(frame.width, frame.height) / 2, inner = outer / 2
        let stroke = Stroke(color: ghost, width: max(outer / 5, 1.5), cap: .round)
        return (0..<spokes).map { index in
            let angle = CGFloat(index) / CGFloat(spokes) * 2 * .pi
            var spoke = stroke
            spoke.color = ghost.withAlpha(0.25 + 0.75 * Double(index) / Double(spokes))
            return .path(Scene.Path.line(
                from: CGPoint(x: centre.x + inner * sin(angle), y: centre.y - inner * cos(angle)),
                to: CGPoint(x: centre.x + (outer - 1) * sin(angle), y: centre.y - (outer - 1) * cos(angle)), stroke: spoke))
        }
    }

    /// Page dots, 7 pt across and 16 apart, centred; the current one solid.
    private func pageDots(pages: Int, current: Int, in frame: CGRect) -> [Scene.Item] {
        let spacing = ControlMetrics.pageControlPageWidth
        let start = frame.midX - CGFloat(max(pages - 1, 0)) * spacing / 2
        return (0..<max(pages, 0)).map { page in
            .path(Scene.Path.circle(center: CGPoint(x: start + CGFloat(page) * spacing, y: frame.midY), radius: 3.5,
                                    fill: page == current ? primaryText : ghost.withAlpha(0.45)))
        }
    }

    /// A search bar: a rounded field (10 pt in from the bar's edges) with a magnifier and the
    /// text or placeholder, and a Cancel button at the trailing side when shown.
    private func searchBarItems(_ text: String, isPlaceholder: Bool, showsCancel: Bool, font: Font, tint: Color,
                                in frame: CGRect) -> [Scene.Item] {
        let cancelWidth: CGFloat = showsCancel ? 68 : 0
        let field = CGRect(x: frame.minX + 8, y: frame.midY - 18, width: max(frame.width - 16 - cancelWidth, 0), height: 36)
        let glass = CGPoint(x: field.minX + 14, y: field.midY - 1)
        var items: [Scene.Item] = [
            .rectangle(Scene.Rectangle(frame: field, cornerRadius: 10, fill: ghost.withAlpha(0.15))),
            .path(Scene.Path.circle(center: glass, radius: 5, fill: nil, stroke: Stroke(color: ghost, width: 1.5))),
            .path(Scene.Path.line(from: CGPoint(x: glass.x + 3.5, y: glass.y + 3.5), to: CGPoint(x: glass.x + 7, y: glass.y + 7),
                                  stroke: Stroke(color: ghost, width: 1.5, cap: .round))),
            textItem(text, font: font, in: CGRect(x: field.minX + 28, y: field.minY, width: max(field.width - 36, 0), height: field.height),
                     alignment: .left, lines: 1, color: isPlaceholder ? ghost : primaryText),
        ]
        if showsCancel {
            items.append(textItem("Cancel", font: font, in: CGRect(x: field.maxX, y: frame.minY, width: cancelWidth, height: frame.height),
                                  alignment: .center, lines: 1, color: tint))
        }
        return items
    }

    /// A date picker: wheels of rows, a compact picker's buttons, or an inline calendar.
    private func datePickerItems(style: DatePicker.Style, mode: DatePicker.Mode, font: Font, tint: Color, in frame: CGRect) -> [Scene.Item] {
        switch style {
        case .wheels, .automatic:
            let columns: [[String]] = switch mode {
            case .time: [["8", "9", "10"], ["40", "41", "42"], ["AM", "PM", ""]]
            case .date: [["December", "January", "February"], ["31", "1", "2"], ["2025", "2026", "2027"]]
            case .dateAndTime: [["Wed Dec 31", "Today", "Fri Jan 2"], ["8", "9", "10"], ["40", "41", "42"], ["AM", "PM", ""]]
            case .countDownTimer: [["0 hours", "1 hour", "2 hours"], ["29 min", "30 min", "31 min"]]
            }
            return wheelItems(columns, font: font, in: frame)
        case .compact:
            let titles: [String] = switch mode {
            case .date: ["Jan 1, 2026"]
            case .time, .countDownTimer: ["9:41 AM"]
            case .dateAndTime: ["Jan 1, 2026", "9:41 AM"]
            }
            var x = frame.minX
            return titles.flatMap { title -> [Scene.Item] in
                let width = title.contains(":") ? ControlMetrics.compactDatePickerTimeWidth : ControlMetrics.compactDatePickerDateWidth
                let button = CGRect(x: x, y: frame.minY, width: min(width, frame.maxX - x), height: frame.height)
                x += width + 8
                return [.rectangle(Scene.Rectangle(frame: button, cornerRadius: 6, fill: ghost.withAlpha(0.15))),
                        textItem(title, font: font, in: button, alignment: .center, lines: 1, color: primaryText)]
            }
        case .inline:
            return calendarItems(font: font, tint: tint, in: frame)
        }
    }

    /// A month's calendar: the month's name, then six weeks of seven days, the first in the tint.
    private func calendarItems(font: Font, tint: Color, in frame: CGRect) -> [Scene.Item] {
        var items = [textItem("January 2026", font: Font(size: 17, weight: .semibold),
                              in: CGRect(x: frame.minX + 16, y: frame.minY, width: frame.width - 32, height: 44),
                              alignment: .left, lines: 1, color: primaryText)]
        let cell = CGSize(width: (frame.width - 16) / 7, height: 44)
        for day in 0..<35 {
            let origin = CGPoint(x: frame.minX + 8 + CGFloat(day % 7) * cell.width, y: frame.minY + 60 + CGFloat(day / 7) * cell.height)
            guard origin.y + cell.height <= frame.maxY else { break }
            let number = day - 3
            guard number >= 0, number < 31 else { continue }
            items.append(textItem("\(number + 1)", font: Font(size: 20), in: CGRect(origin: origin, size: cell),
                                  alignment: .center, lines: 1, color: number == 0 ? tint : primaryText))
        }
        return items
    }

    /// Wheels: each component a column of three rows, the middle one in a highlighted band.
    private func wheelItems(_ components: [[String]], font: Font, in frame: CGRect) -> [Scene.Item] {
        let rowHeight: CGFloat = 34
        let band = CGRect(x: frame.minX + 8, y: frame.midY - rowHeight / 2, width: max(frame.width - 16, 0), height: rowHeight)
        var items: [Scene.Item] = [.rectangle(Scene.Rectangle(frame: band, cornerRadius: 8, fill: ghost.withAlpha(0.15)))]
        let width = frame.width / CGFloat(max(components.count, 1))
        for (column, rows) in components.enumerated() {
            let middle = rows.count / 2
            for offset in -2...2 {
                let index = middle + offset
                guard rows.indices.contains(index) else { continue }
                let row = CGRect(x: frame.minX + CGFloat(column) * width, y: frame.midY - rowHeight / 2 + CGFloat(offset) * rowHeight,
                                 width: width, height: rowHeight)
                guard row.minY >= frame.minY, row.maxY <= frame.maxY else { continue }
                items.append(textItem(rows[index], font: font, in: row, alignment: .center, lines: 1,
                                      color: offset == 0 ? primaryText : ghost.withAlpha(1 - 0.3 * Double(abs(offset)))))
            }
        }
        return items
    }

    /// A navigation bar: a hairline along its bottom and its title, centred in the bar, or
    /// large at the leading margin in the bar's bottom 52 pt.
    private func navigationBarItems(_ title: String, isLarge: Bool, font: Font, in frame: CGRect) -> [Scene.Item] {
        let line = Scene.Item.path(Scene.Path.line(from: CGPoint(x: frame.minX, y: frame.maxY - lineWidth / 2),
                                                   to: CGPoint(x: frame.maxX, y: frame.maxY - lineWidth / 2), stroke: hairline(ghost)))
        guard !title.isEmpty else { return [line] }
        let largeTitleHeight = min(frame.height, ControlMetrics.largeTitleHeight)
        let box = isLarge
            ? CGRect(x: frame.minX + 16, y: frame.maxY - largeTitleHeight, width: max(frame.width - 32, 0), height: largeTitleHeight)
            : frame
        return [line, textItem(title, font: font, in: box, alignment: isLarge ? .left : .center, lines: 1, color: primaryText)]
    }

    /// A toolbar's or a tab bar's items spread evenly along the top 49 (tab) or 44 pt below
    /// `topInset`: tabs with an icon square above their title, the selected one in the tint.
    private func barItems(_ items: [String], selected: Int?, topInset: CGFloat, font: Font, tint: Color,
                          in frame: CGRect) -> [Scene.Item] {
        var shapes: [Scene.Item] = [.path(Scene.Path.line(from: CGPoint(x: frame.minX, y: frame.minY + lineWidth / 2),
                                                          to: CGPoint(x: frame.maxX, y: frame.minY + lineWidth / 2), stroke: hairline(ghost)))]
        guard !items.isEmpty else { return shapes }
        let isTabBar = selected != nil
        let height = min(frame.height - topInset, isTabBar ? ControlMetrics.tabBarHeight : ControlMetrics.toolbarHeight)
        let width = frame.width / CGFloat(items.count)
        for (index, title) in items.enumerated() {
            let slot = CGRect(x: frame.minX + CGFloat(index) * width, y: frame.minY + topInset, width: width, height: height)
            let color = !isTabBar || index == selected ? tint : ghost
            if isTabBar {
                let icon = CGRect(x: slot.midX - 12.5, y: slot.minY + 5, width: 25, height: 25)
                shapes.append(.rectangle(Scene.Rectangle(frame: icon, cornerRadius: 6, fill: color.withAlpha(0.35))))
                shapes.append(textItem(title, font: font, in: CGRect(x: slot.minX, y: icon.maxY + 2, width: width, height: 12),
                                       alignment: .center, lines: 1, color: color))
            } else {
                shapes.append(textItem(title, font: font, in: slot, alignment: .center, lines: 1, color: color))
            }
        }
        return shapes
    }
}
