/// The route of the entry that shows a tab bar.
///
/// A ``TabCoordinator`` shows its bar from an entry of its own, whose route is a data-defined
/// route of this name with the bar's view container as its `tabBar` parameter. The name is
/// reserved: a manifest may not name one of its routes so.
public enum TabBarRoute {
    /// The route's registered name: `tabs`.
    public static let name = "tabs"
}
