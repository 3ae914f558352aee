/// The limits on what one layout document may hold, whatever its format (a spec, a storyboard
/// or a xib), each checked as the document is read, before any view is made.
public enum DocumentLimits {
    /// The most views and layout guides: ten times the 10 000-view benchmark.
    public static let views = 100_000
    /// The most constraints: ten for each of the most views. Counted as they are read, or (for
    /// a visual format, which makes one for each three characters) as they are made, before
    /// any is activated.
    public static let constraints = 1_000_000
}
