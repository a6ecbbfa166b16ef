import TablesimUIKit

/// Pins `child` to `container`'s four edges with anchors, as screens built
/// in code do (`child` is added to `container` first).
@MainActor
func pin(_ child: UIView, toEdgesOf container: UIView) {
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    NSLayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: container.topAnchor),
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        child.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
}
