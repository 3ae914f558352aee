import Foundation

/// A size class: UIKit's `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

/// The kind of device: UIKit's `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable {
    case phone
    case pad
}

/// Portrait or landscape.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape
}

/// The environment a layout is computed for: UIKit's `UITraitCollection`, the traits layout
/// depends on.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// Pixels per point.
    public var displayScale: CGFloat
    public var userInterfaceIdiom: UserInterfaceIdiom
    public var layoutDirection: LayoutDirection
    /// The text size: text styles' fonts take their size for it (Dynamic Type).
    public var preferredContentSizeCategory: ContentSizeCategory

    public init(horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
                displayScale: CGFloat = 2, userInterfaceIdiom: UserInterfaceIdiom = .phone,
                layoutDirection: LayoutDirection = .leftToRight, preferredContentSizeCategory: ContentSizeCategory = .large) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The root view's minimum side margin in this environment: 16 pt in compact width, 20 in
    /// regular (docs/metrics.md).
    public var systemMinimumSideMargin: CGFloat {
        horizontalSizeClass == .compact
            ? LayoutMetrics.compactSystemMinimumSideMargin : LayoutMetrics.regularSystemMinimumSideMargin
    }

    /// `wC hR`-style shorthand, as Interface Builder writes it.
    public var sizeClassDescription: String {
        "w\(horizontalSizeClass == .compact ? "C" : "R") h\(verticalSizeClass == .compact ? "C" : "R")"
    }

    public var description: String {
        let text = preferredContentSizeCategory == .large ? "" : " \(preferredContentSizeCategory.shortName)"
        return "\(sizeClassDescription) @\(Int(displayScale))x \(userInterfaceIdiom.rawValue) \(layoutDirection.rawValue)\(text)"
    }
}

/// A set of traits some constraints or property values apply to: any subset of a trait
/// collection (IB's "Vary for Traits").
public struct TraitPredicate: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var displayScale: CGFloat?
    public var userInterfaceIdiom: UserInterfaceIdiom?
    public var layoutDirection: LayoutDirection?
    public var preferredContentSizeCategory: ContentSizeCategory?

    public init(horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
                displayScale: CGFloat? = nil, userInterfaceIdiom: UserInterfaceIdiom? = nil,
                layoutDirection: LayoutDirection? = nil, preferredContentSizeCategory: ContentSizeCategory? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Whether every trait the predicate names has the named value in `traits`.
    public func matches(_ traits: TraitCollection) -> Bool {
        (horizontalSizeClass.map { $0 == traits.horizontalSizeClass } ?? true)
            && (verticalSizeClass.map { $0 == traits.verticalSizeClass } ?? true)
            && (displayScale.map { $0 == traits.displayScale } ?? true)
            && (userInterfaceIdiom.map { $0 == traits.userInterfaceIdiom } ?? true)
            && (layoutDirection.map { $0 == traits.layoutDirection } ?? true)
            && (preferredContentSizeCategory.map { $0 == traits.preferredContentSizeCategory } ?? true)
    }
}

extension TraitPredicate {
    /// These traits with those `other` sets in their place: a spec's traits overridden by
    /// the command line's.
    public func overridden(by other: TraitPredicate) -> TraitPredicate {
        TraitPredicate(
            horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
            verticalSizeClass: other.verticalSizeClass ?? verticalSizeClass,
            displayScale: other.displayScale ?? displayScale,
            userInterfaceIdiom: other.userInterfaceIdiom ?? userInterfaceIdiom,
            layoutDirection: other.layoutDirection ?? layoutDirection,
            preferredContentSizeCategory: other.preferredContentSizeCategory ?? preferredContentSizeCategory)
    }
}

extension TraitCollection {
    /// The collection with the traits `predicate` sets in their place: how a window applies
    /// its overrides to what its device and orientation imply.
    public func overridden(by predicate: TraitPredicate) -> TraitCollection {
        var traits = self
        if let value = predicate.horizontalSizeClass { traits.horizontalSizeClass = value }
        if let value = predicate.verticalSizeClass { traits.verticalSizeClass = value }
        if let value = predicate.displayScale { traits.displayScale = value }
        if let value = predicate.userInterfaceIdiom { traits.userInterfaceIdiom = value }
        if let value = predicate.layoutDirection { traits.layoutDirection = value }
        if let value = predicate.preferredContentSizeCategory { traits.preferredContentSizeCategory = value }
        return traits
    }
}

/// Constraints and property values that apply only while the window's traits match a
/// predicate. Layout activates and deactivates them, and applies or reverts the values,
/// whenever the traits change (a rotation, a split-view width), incrementally.
public final class TraitVariant {
    public let predicate: TraitPredicate
    public let constraints: [LayoutConstraint]
    let apply: () -> Void
    let revert: () -> Void
    /// Whether the variant is in force.
    public internal(set) var isApplied = false

    /// - Parameters:
    ///   - apply: sets the variant's property values.
    ///   - revert: restores the values the variant replaced.
    public init(when predicate: TraitPredicate, constraints: [LayoutConstraint],
                apply: @escaping () -> Void = {}, revert: @escaping () -> Void = {}) {
        self.predicate = predicate
        self.constraints = constraints
        self.apply = apply
        self.revert = revert
    }

    /// Puts the variant in force for `traits`, or takes it out.
    func update(for traits: TraitCollection) {
        let matches = predicate.matches(traits)
        guard matches != isApplied else { return }
        if matches {
            apply()
            LayoutConstraint.activate(constraints)
        } else {
            LayoutConstraint.deactivate(constraints)
            revert()
        }
        isApplied = matches
    }
}
