import TableEngine

/// The scenario app as a diffable data source (`diffable on`): the snapshot
/// it shows and the one the snapshot commands (`append-items`, …) edit. The app's sections
/// stay the table's data (heights and reuse identifiers per row); `apply`
/// keeps them in step with the snapshot, as `UITableViewDiffableDataSource`
/// keeps its table in step with its snapshot.
struct AppDiffable {
    typealias Snapshot = DiffableSnapshot<String, String>

    /// What the data source shows (`snapshot()` in UIKit).
    var current = Snapshot()
    /// What the next `apply` shows: the current snapshot, edited.
    var pending = Snapshot()
    /// Whether a snapshot has been applied: the first apply reloads the table.
    var hasApplied = false
}
