import DesignableChecks
import DesignableUIKit
import Testing

/// Week days in a row of equal columns, worked out in `prepare()` from the collection view's
/// width and cached; it says nothing about bounds changes unless `followsSize` is set.
final class WeekRowLayout: UICollectionViewLayout {
  var followsSize = false
  private var cache: [UICollectionViewLayoutAttributes] = []

  override func prepare() {
    guard let collectionView else { return }
    let count = collectionView.numberOfItems(inSection: 0)
    let width = collectionView.bounds.width / CGFloat(max(count, 1))
    cache = (0..<count).map { item in
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(
        x: CGFloat(item) * width + 1, y: 1, width: width - 2,
        height: collectionView.bounds.height - 2)
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    cache.filter { !$0.frame.intersection(rect).isEmpty }
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    followsSize && newBounds.size != collectionView?.bounds.size
  }
}

/// A week strip that is its own data source, as calendar components are.
class WeekStrip: UICollectionView, UICollectionViewDataSource {
  class var layoutFollowsSize: Bool { false }

  override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame, collectionViewLayout: layout)
    setUp()
  }

  convenience init(frame: CGRect) {
    let layout = WeekRowLayout()
    layout.followsSize = Self.layoutFollowsSize
    self.init(frame: frame, collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    let layout = WeekRowLayout()
    layout.followsSize = Self.layoutFollowsSize
    collectionViewLayout = layout
    setUp()
  }

  private func setUp() {
    backgroundColor = .white
    register(UICollectionViewCell.self, forCellWithReuseIdentifier: "day")
    dataSource = self
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 7 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = dequeueReusableCell(withReuseIdentifier: "day", for: indexPath)
    cell.contentView.backgroundColor = indexPath.item >= 5 ? .systemRed : .systemBlue
    return cell
  }
}

/// The same strip with a layout that asks to be invalidated when the size changes.
final class FittedWeekStrip: WeekStrip {
  override class var layoutFollowsSize: Bool { true }
}

@Suite("Checking a collection view whose layout keeps its places through a resize")
struct KeptLayoutCheckTests {
  private func staleFindings(_ type: WeekStrip.Type) -> [Finding] {
    ComponentRegistry.register(WeekStrip.self) { WeekStrip(frame: $0) }
    ComponentRegistry.register(FittedWeekStrip.self) { FittedWeekStrip(frame: $0) }
    let target = CheckTarget(type, sizes: [CGSize(width: 145, height: 31)], scales: [1])
    return target.check().flatMap(\.findings).filter { $0.kind == .staleAttribute }
  }

  @Test func theLayoutThatDeclinedTheResizeIsNamedWithItsFix() throws {
    let finding = try #require(staleFindings(WeekStrip.self).first)
    #expect(finding.attributes == ["frame"])
    #expect(finding.explanation.contains("`WeekRowLayout`"), "\(finding.explanation)")
    #expect(finding.explanation.contains("shouldInvalidateLayout(forBoundsChange:)"))
    #expect(
      finding.fix.contains("Override shouldInvalidateLayout(forBoundsChange:) in `WeekRowLayout`"))
  }

  @Test func aLayoutThatFollowsTheSizeIsNotStale() {
    #expect(staleFindings(FittedWeekStrip.self).isEmpty)
  }
}
