import AutoLayout

extension Color {
    /// The colour a view's `backgroundColor` holds, to fill its frame with.
    public init(_ viewColor: ViewColor) {
        self.init(red: viewColor.red, green: viewColor.green, blue: viewColor.blue, alpha: viewColor.alpha)
    }
}
