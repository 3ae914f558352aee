extension LayoutConstraint {
    /// UIKit's spelling of the Visual Format Language options, `NSLayoutConstraint.FormatOptions`,
    /// so that iOS code such as `options: NSLayoutConstraint.FormatOptions.alignAllTop` ports by
    /// renaming the class alone. The options themselves are ``VisualFormatOptions``, named at the
    /// top level as the rest of the VFL's types are.
    public typealias FormatOptions = VisualFormatOptions
}
