extension Double {
    /// The number to the thousandth in its shortest form, as frames files write it: `8`,
    /// `0.5`, `12.333`, never `-0`.
    var text: String {
        let rounded = (self * 1000).rounded() / 1000 + 0
        return rounded == rounded.rounded(.towardZero) && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
