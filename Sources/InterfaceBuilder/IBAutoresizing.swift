import AutoLayout

/// `<autoresizingMask flexibleMinX= widthSizable= flexibleMaxX= flexibleMinY= heightSizable=
/// flexibleMaxY=>` as an ``AutoresizingMask``.
enum IBAutoresizing {
    static func mask(_ element: IBElement) -> AutoresizingMask {
        let parts: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        return parts.reduce(into: AutoresizingMask()) { mask, part in
            if element.flag(part.0) { mask.insert(part.1) }
        }
    }
}
