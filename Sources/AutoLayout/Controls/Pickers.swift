import Foundation

/// A date or time picker: UIKit's `UIDatePicker`. Its size follows its style: wheels are
/// 320 × 216; the compact style (iOS 14) is a row of buttons, 34 pt high, as wide as the
/// date's button (112), the time's (87), or both 8 pt apart; the inline style is a calendar
/// 320 pt wide (330 high, 380 with the time).
public final class DatePicker: View {
    override public class var kindName: String { "UIDatePicker" }

    /// What the picker picks: UIKit's `UIDatePicker.Mode`.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        case time, date, dateAndTime, countDownTimer
    }

    /// How the picker is shown: UIKit's `UIDatePickerStyle`.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case automatic, wheels, compact, inline
    }

    public var datePickerMode: Mode = .dateAndTime {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var preferredDatePickerStyle: Style = .automatic {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The style shown: `automatic` is compact, except for a countdown timer, which has wheels
    /// only; an inline time picker is compact. In an app built before iOS 14 `automatic` is
    /// wheels in every mode: UIKit resolves it to the compact style only for apps linked on
    /// iOS 14 or later (`_UIDatePickerClassForStyleAndMode`).
    public var datePickerStyle: Style {
        if datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic: return appSDK < .iOS14 ? .wheels : .compact
        case .inline where datePickerMode == .time: return .compact
        default: return preferredDatePickerStyle
        }
    }

    override public var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic:
            return ControlMetrics.wheelsSize
        case .inline:
            let height = datePickerMode == .date ? ControlMetrics.inlineDatePickerDateHeight : ControlMetrics.inlineDatePickerDateAndTimeHeight
            return CGSize(width: ControlMetrics.inlineDatePickerWidth, height: height)
        case .compact:
            let width: CGFloat = switch datePickerMode {
            case .date: ControlMetrics.compactDatePickerDateWidth
            case .time, .countDownTimer: ControlMetrics.compactDatePickerTimeWidth
            case .dateAndTime: ControlMetrics.compactDatePickerDateWidth + 8 + ControlMetrics.compactDatePickerTimeWidth
            }
            return CGSize(width: width, height: ControlMetrics.compactDatePickerHeight)
        }
    }
}

/// A spinning wheel of rows: UIKit's `UIPickerView`, 320 × 216 pt.
public final class PickerView: View {
    override public class var kindName: String { "UIPickerView" }

    /// The rows of each component (column), for the drawing: the middle row is the selected one.
    public var components: [[String]] = []

    override public var intrinsicContentSize: CGSize { ControlMetrics.wheelsSize }
}
