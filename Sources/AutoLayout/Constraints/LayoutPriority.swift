import Cassowary

/// UIKit's `UILayoutPriority`: the solver's strict priority levels, 1 to 1000.
public typealias LayoutPriority = Cassowary.Priority
