import Foundation

/// One element of Interface Builder's drawing vocabulary, in window coordinates.
///
/// A `Figure` collects marks and turns them into a scene; `Theme.drawing(of:measuredBy:)`
/// turns one mark into its shapes and the labels still to be placed.
public enum Mark: Hashable, Sendable {
    /// A view's frame, fill and label. Held out of line: a view's mark is several times the
    /// size of any other, and every mark of a figure (most of them constraints) would take it.
    indirect case view(ViewMark)
    /// A view's layout margins, as shaded bands between `frame` and `marginsFrame` (the frame
    /// inset by the margins).
    case layoutMargins(frame: CGRect, marginsFrame: CGRect)
    /// The safe area's frame, tinted, within the frame of the view whose safe area it is (the
    /// root view), whose edges the insets are measured from.
    case safeArea(frame: CGRect, viewFrame: CGRect)
    /// A layout guide: a dashed outline and its name.
    case layoutGuide(frame: CGRect, identifier: String)
    /// One or more constraints on one segment: an I-bar, a plain line or a diagonal, and one
    /// label for all of them.
    case constraint(ConstraintMark)
    /// The frame the spec writes for a misplaced view (the view itself is drawn where layout
    /// put it): a dashed orange rectangle. Interface Builder, which draws views where they are
    /// written, dashes the run-time frame instead; either way the dashed one is the other frame.
    case misplacedFrame(CGRect)
    /// A hidden arranged view, drawn as a ghost where it would be.
    case hiddenView(frame: CGRect, identifier: String)
    /// The device's status bar, sensor housing and home indicator, over the views whose
    /// colour under the status bar is `backdrop` (nil: the window's surface). Held out of line,
    /// as a view's mark is: a figure has one, and the marks would all take its size.
    indirect case deviceChrome(DeviceChrome, backdrop: Color?)

}
