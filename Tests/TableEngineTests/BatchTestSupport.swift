import Foundation
@testable import TableEngine

/// A row of the test app: an identity, a version (bumped by a reload) and a height.
struct ModelRow: Equatable {
    var id: Int
    var version = 0
    var height: Double = 44
    var tag: String { "\(id).\(version)" }
}

/// A section of the test app; header/footer `-1` means automatic.
struct ModelSection: Equatable {
    var id: Int
    var header: Double = -1
    var footer: Double = -1
    var rows: [ModelRow] = []
}

/// A data source and delegate over plain arrays. Cells record which row they were bound to.
final class ArrayApp: TableViewDataSource, TableViewDelegate {
    var sections: [ModelSection] = []

    init(_ sections: [ModelSection] = []) { self.sections = sections }

    /// `counts[s]` rows of height 44 in section s, ids in table order.
    convenience init(counts: [Int]) {
        var next = 0
        self.init(counts.enumerated().map { s, n in
            ModelSection(id: s, rows: (0..<n).map { _ in defer { next += 1 }; return ModelRow(id: next) })
        })
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.content = ["row": sections[indexPath.section].rows[indexPath.row].tag]
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        sections[indexPath.section].rows[indexPath.row].height
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { sections[section].header }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { sections[section].footer }
}


/// The table's observable state, to show a refused update changed nothing.
struct TableSnapshot: Equatable {
    var counts: [Int]
    var rects: [CGRect]
    var offset: Double
    var visible: [IndexPath]
    var mounted: [IndexPath]
    var cells: [Int]
    var pools: [String: [Int]]
    var selected: [IndexPath]
    var created: Int

    init(_ t: TableView) {
        counts = (0..<t.numberOfSections).map { t.numberOfRows(inSection: $0) }
        rects = counts.enumerated().flatMap { s, n in (0..<n).map { try! t.rectForRow(at: ip(s, $0)) } }
        offset = t.contentOffset
        visible = t.indexPathsForVisibleRows
        mounted = t.indexPathsForMountedRows
        cells = t.mountedCells.map(\.identity)
        pools = Dictionary(uniqueKeysWithValues: t.reuseIdentifiers.map { ($0, t.reusePool(withIdentifier: $0).map(\.identity)) })
        selected = t.indexPathsForSelectedRows
        created = t.numberOfCellsCreated
    }
}
