import Foundation

extension View {
    /// Adds `view` as the frontmost subview, taking it from its current superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (0 is the back), clamped to the valid range.
    public func insertSubview(_ view: View, at index: Int) {
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        view.removeFromSuperview()
        view.layoutStateStorage = nil  // its engine, if it was a root, no longer applies
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if view.autoresizingReference?.superviewSize ?? .zero == .zero {
            view.autoresizingReference = (view.alignmentFrame, bounds.size)
        }
        setNeedsLayout()
    }

    /// Puts `new` in the place of the subview `old` that a container arranges (a table's or a
    /// collection's header or footer view): `old` leaves, `new` is added, placed by the
    /// container's constraints when `arranged`, else by its frame.
    func replaceArrangedView(_ old: View?, with new: View?, arranged: Bool) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            new.translatesAutoresizingMaskIntoConstraints = !arranged
            addSubview(new)
        }
        setNeedsLayout()
    }

    /// Takes the view out of its superview, deactivating the constraints that tie it (or its
    /// subviews) to views that stay behind, as UIKit does.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        let root = parent.rootView
        parent.subviews.removeAll { $0 === self }
        superview = nil
        var ancestor: View? = parent
        while let view = ancestor {
            for constraint in view.constraints where constraint.refersToSubtree(of: self) {
                constraint.isActive = false
            }
            ancestor = view.superview
        }
        root.setNeedsLayout()
        setNeedsLayout()
    }

    /// The topmost ancestor (the window, in a full hierarchy).
    public var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The window the view is in, if any.
    public var window: Window? { rootView as? Window }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The nearest view that is an ancestor of both (or either itself).
    ///
    /// The deeper view climbs to the other's depth, then both climb together until they meet:
    /// no set of ancestors, for activating a constraint asks this of its two views.
    ///
    /// - Complexity: O(depth) of the two views.
    func nearestCommonAncestor(with other: View) -> View? {
        var (mine, theirs): (View?, View?) = (self, other)
        var (myDepth, theirDepth) = (depth, other.depth)
        while myDepth > theirDepth {
            mine = mine?.superview
            myDepth -= 1
        }
        while theirDepth > myDepth {
            theirs = theirs?.superview
            theirDepth -= 1
        }
        while let view = mine, let candidate = theirs, view !== candidate {
            (mine, theirs) = (view.superview, candidate.superview)
        }
        return mine
    }

    /// The number of the view's ancestors.
    private var depth: Int {
        var count = 0
        var current = superview
        while let view = current {
            count += 1
            current = view.superview
        }
        return count
    }

    /// The views of the subtree rooted at this view, depth first, parents before children.
    ///
    /// - Complexity: O(*n*) for *n* views, without recursion.
    public var subtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    // MARK: Layout guides

    /// Adds a custom layout guide owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        setNeedsLayout()
    }

    /// Removes a custom layout guide, deactivating the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        layoutGuides.removeAll { $0 === guide }
        for view in rootView.subtree {
            for constraint in view.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.isActive = false
            }
        }
        guide.owningView = nil
        setNeedsLayout()
    }
}

extension LayoutConstraint {
    /// Whether one of the constraint's items is in the subtree of `view` (a view of it, or a
    /// guide owned by one).
    func refersToSubtree(of view: View) -> Bool {
        [firstItem, secondItem].contains { item in item?.hierarchyView?.isDescendant(of: view) ?? false }
    }
}
