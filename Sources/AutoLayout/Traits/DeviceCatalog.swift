import Foundation

/// The devices layouts are rendered for, as data. docs/devices.md gives the source of every
/// figure (snapshot-testing presets, useyourloaf, measurements, Apple's screen sizes) and
/// explains the cells that are choices (`[U]`).
public enum DeviceCatalog {
    /// Every device, phones by screen size then iPads.
    public static let all: [Device] = [
        phone("iphone-se", "iPhone SE (1st generation)", 320, 568, 2, top: 20, landscapeWidthClass: .compact),
        phone("iphone-8", "iPhone 6/6s/7/8, SE (2nd/3rd generation)", 375, 667, 2, top: 20, landscapeWidthClass: .compact),
        phone("iphone-8-plus", "iPhone 6/6s/7/8 Plus", 414, 736, 3, top: 20, landscapeWidthClass: .regular),
        notched("iphone-x", "iPhone X, XS, 11 Pro", 375, 812, 3, top: 44, side: 44, landscapeWidthClass: .compact),
        notched("iphone-11", "iPhone XR, 11", 414, 896, 2, top: 44, side: 44, landscapeWidthClass: .regular),
        notched("iphone-11-pro-max", "iPhone XS Max, 11 Pro Max", 414, 896, 3, top: 44, side: 44, landscapeWidthClass: .regular),
        notched("iphone-12-mini", "iPhone 12 mini, 13 mini", 375, 812, 3, top: 50, side: 50, landscapeWidthClass: .compact),
        notched("iphone-12", "iPhone 12, 12 Pro, 13, 13 Pro, 14", 390, 844, 3, top: 47, side: 47, landscapeWidthClass: .compact,
                narrowContentMarginsSince: .iOS18),
        notched("iphone-12-pro-max", "iPhone 12/13 Pro Max, 14 Plus", 428, 926, 3, top: 47, side: 47, landscapeWidthClass: .regular),
        notched("iphone-15", "iPhone 14 Pro, 15, 15 Pro", 393, 852, 3, top: 59, side: 59, landscapeWidthClass: .compact),
        notched("iphone-15-pro-max", "iPhone 14 Pro Max, 15 Plus, 15 Pro Max", 430, 932, 3, top: 59, side: 59, landscapeWidthClass: .regular),
        notched("iphone-16e", "iPhone 16e", 390, 844, 3, top: 47, side: 47, landscapeWidthClass: .compact,
                narrowContentMarginsSince: .iOS18),
        notched("iphone-16", "iPhone 16", 393, 852, 3, top: 59, side: 59, landscapeWidthClass: .compact),
        notched("iphone-16-plus", "iPhone 16 Plus", 430, 932, 3, top: 59, side: 59, landscapeWidthClass: .regular),
        notched("iphone-16-pro", "iPhone 16 Pro", 402, 874, 3, top: 62, side: 62, landscapeWidthClass: .compact),
        notched("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, 3, top: 62, side: 62, landscapeWidthClass: .regular),
        notched("iphone-17", "iPhone 17", 402, 874, 3, top: 62, side: 62, landscapeWidthClass: .compact,
                landscape: EdgeInsets(top: 20, left: 62, bottom: 20, right: 62)),
        notched("iphone-17-pro", "iPhone 17 Pro", 402, 874, 3, top: 62, side: 62, landscapeWidthClass: .compact,
                landscape: EdgeInsets(top: 20, left: 62, bottom: 20, right: 62)),
        notched("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, 3, top: 62, side: 62, landscapeWidthClass: .regular,
                landscape: EdgeInsets(top: 20, left: 62, bottom: 20, right: 62)),
        notched("iphone-air", "iPhone Air", 420, 912, 3, top: 68, side: 68, landscapeWidthClass: .regular,
                landscape: EdgeInsets(top: 20, left: 68, bottom: 29, right: 68)),
        pad("ipad", "iPad (9.7-inch), iPad mini", 768, 1024, top: 20, bottom: 0, widths: [
            ("landscape", "2/3", 694, .regular), ("landscape", "1/2", 507, .compact), ("landscape", "1/3", 320, .compact),
            ("portrait", "2/3", 438, .compact), ("portrait", "1/3", 320, .compact),
        ]),
        pad("ipad-10.2", "iPad (10.2-inch)", 810, 1080, top: 20, bottom: 0, widths: [
            ("landscape", "2/3", 750, .regular), ("landscape", "1/2", 535, .compact), ("landscape", "1/3", 320, .compact),
            ("portrait", "2/3", 480, .compact), ("portrait", "1/3", 320, .compact),
        ]),
        pad("ipad-pro-10.5", "iPad Pro (10.5-inch)", 834, 1112, top: 20, bottom: 0, widths: [
            ("landscape", "2/3", 782, .regular), ("landscape", "1/2", 551, .compact), ("landscape", "1/3", 320, .compact),
            ("portrait", "2/3", 504, .compact), ("portrait", "1/3", 320, .compact),
        ]),
        pad("ipad-pro-11", "iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20, widths: [
            ("landscape", "2/3", 809, .regular), ("landscape", "1/2", 592, .compact), ("landscape", "1/3", 375, .compact),
            ("portrait", "2/3", 504, .compact), ("portrait", "1/3", 320, .compact),
        ]),
        pad("ipad-pro-12.9", "iPad Pro (12.9-inch)", 1024, 1366, top: 24, bottom: 20, widths: [
            ("landscape", "2/3", 981, .regular), ("landscape", "1/2", 678, .regular), ("landscape", "1/3", 375, .compact),
            ("portrait", "2/3", 639, .compact), ("portrait", "1/3", 375, .compact),
        ]),
        modernPad("ipad-mini-a17-pro", "iPad mini (6th generation, A17 Pro)", 744, 1133, portraitOneThird: 320, isHalfRegular: false),
        modernPad("ipad-a16", "iPad (10th generation, A16)", 820, 1180, portraitOneThird: 320, isHalfRegular: false),
        modernPad("ipad-air-11", "iPad Air 11-inch (M2, M3)", 820, 1180, portraitOneThird: 320, isHalfRegular: false),
        modernPad("ipad-pro-11-m4", "iPad Pro 11-inch (M4, M5)", 834, 1210, portraitOneThird: 320, isHalfRegular: true),
        modernPad("ipad-air-13", "iPad Air 13-inch (M2, M3)", 1024, 1366, portraitOneThird: 375, isHalfRegular: true),
        modernPad("ipad-pro-13-m4", "iPad Pro 13-inch (M4, M5)", 1032, 1376, portraitOneThird: 375, isHalfRegular: true),
    ]

    /// The device with catalog name `name`.
    public static func device(named name: String) -> Device? {
        all.first { $0.name == name }
    }

    /// A phone with a status bar and no notch: the status bar is hidden in landscape, so the
    /// landscape safe area is empty.
    private static func phone(
        _ name: String, _ displayName: String, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat,
        top: CGFloat, landscapeWidthClass: SizeClass
    ) -> Device {
        Device(
            name: name, displayName: displayName, portraitSize: CGSize(width: width, height: height), scale: scale, idiom: .phone,
            portrait: .init(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                            safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: 0, right: 0)),
            landscape: .init(horizontalSizeClass: landscapeWidthClass, verticalSizeClass: .compact, safeAreaInsets: .zero),
            multitaskingWidths: [], narrowContentMarginsSince: nil)
    }

    /// A phone with a sensor housing and a home indicator: in landscape the housing's side
    /// and the opposite side are both inset, and the home indicator takes 21 pt at the bottom,
    /// unless `landscape` gives other insets (the phones that shipped with iOS 26 keep the
    /// status bar in landscape). `narrowContentMarginsSince` is the first SDK whose UIKit
    /// gives the screen no wide content margins, if it lost them.
    private static func notched(
        _ name: String, _ displayName: String, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat,
        top: CGFloat, side: CGFloat, landscapeWidthClass: SizeClass, landscape: EdgeInsets? = nil,
        narrowContentMarginsSince: SDKVersion? = nil
    ) -> Device {
        Device(
            name: name, displayName: displayName, portraitSize: CGSize(width: width, height: height), scale: scale, idiom: .phone,
            portrait: .init(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                            safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: 34, right: 0)),
            landscape: .init(horizontalSizeClass: landscapeWidthClass, verticalSizeClass: .compact,
                             safeAreaInsets: landscape ?? EdgeInsets(top: 0, left: side, bottom: 21, right: side)),
            multitaskingWidths: [], narrowContentMarginsSince: narrowContentMarginsSince)
    }

    /// An iPad: regular in both size classes in both orientations, the status bar (and, on
    /// Face ID models, the home indicator) in both.
    private static func pad(
        _ name: String, _ displayName: String, _ width: CGFloat, _ height: CGFloat,
        top: CGFloat, bottom: CGFloat, widths: [(String, String, CGFloat, SizeClass)]
    ) -> Device {
        let insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        let full: [(String, String, CGFloat, SizeClass)] = [("landscape", "full", height, .regular), ("portrait", "full", width, .regular)]
        return Device(
            name: name, displayName: displayName, portraitSize: CGSize(width: width, height: height), scale: 2, idiom: .pad,
            portrait: .init(horizontalSizeClass: .regular, verticalSizeClass: .regular, safeAreaInsets: insets),
            landscape: .init(horizontalSizeClass: .regular, verticalSizeClass: .regular, safeAreaInsets: insets),
            multitaskingWidths: (full + widths).map {
                Device.MultitaskingWidth(orientation: Orientation(rawValue: $0.0)!, fraction: $0.1, width: $0.2, horizontalSizeClass: $0.3)
            },
            narrowContentMarginsSince: nil)
    }

    /// An iPad without a home button (24 pt status bar, 20 pt home indicator in both
    /// orientations), whose split-view widths follow the rule of the 2020s iPads: in landscape
    /// a third is 375 pt, a half is (height − 10) / 2 (regular on the 13-inch models and the
    /// 11-inch Pro), two thirds is height − 385; in portrait a third is `portraitOneThird` and
    /// two thirds the rest after the 10 pt divider, compact.
    private static func modernPad(
        _ name: String, _ displayName: String, _ width: CGFloat, _ height: CGFloat,
        portraitOneThird: CGFloat, isHalfRegular: Bool
    ) -> Device {
        pad(name, displayName, width, height, top: 24, bottom: 20, widths: [
            ("landscape", "2/3", height - 385, .regular), ("landscape", "1/2", (height - 10) / 2, isHalfRegular ? .regular : .compact),
            ("landscape", "1/3", 375, .compact),
            ("portrait", "2/3", width - 10 - portraitOneThird, .compact), ("portrait", "1/3", portraitOneThird, .compact),
        ])
    }
}
