import Foundation
import Raster
import Testing

@testable import DesignableUIKit

/// Attributes that carry a shade for the cell, as card-stack layouts pass depth to cells.
private final class ShadedAttributes: UICollectionViewLayoutAttributes {
  var shade: CGFloat = 1

  override func copy(with zone: NSZone? = nil) -> Any {
    // swift-format-ignore: NeverForceUnwrap
    let copy = super.copy(with: zone) as! ShadedAttributes
    copy.shade = shade
    return copy
  }
}

/// A horizontal carousel: the flow's items, scaled down and faded the farther they are from
/// the collection view's centre, as carousel layouts do by transforming `super`'s attributes.
private final class CarouselLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { ShadedAttributes.self }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let collectionView, let original = super.layoutAttributesForElements(in: rect) else {
      return nil
    }
    let centre = collectionView.bounds.midX
    return original.map { item in
      let shaded = ShadedAttributes(forCellWith: item.indexPath)
      shaded.frame = item.frame
      let distance = min(abs(item.center.x - centre) / collectionView.bounds.width, 1)
      let scale = 1 - distance * 0.5
      shaded.transform = CGAffineTransform(scaleX: scale, y: scale)
      shaded.shade = 1 - distance
      shaded.zIndex = Int((1 - distance) * 10)
      return shaded
    }
  }
}

/// Items on a circle, a layout of its own without a flow.
private final class RingLayout: UICollectionViewLayout {
  var count = 0
  override func prepare() { count = collectionView?.numberOfItems(inSection: 0) ?? 0 }
  override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    (0..<count).map { index in
      let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
      let angle = CGFloat(index) / CGFloat(count) * 2 * .pi
      item.size = CGSize(width: 10, height: 10)
      item.center = CGPoint(x: 50 + 30 * cos(angle), y: 50 + 30 * sin(angle))
      return item
    }
  }
}

/// Built from its class, as the plugin's registration builds a user's cell.
private final class ShadeCell: UICollectionViewCell, FrameConstructible {
  var shade: CGFloat = -1
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    shade = (layoutAttributes as? ShadedAttributes)?.shade ?? -1
  }
}

private final class Source: NSObject, UICollectionViewDataSource {
  let count: Int
  init(_ count: Int) { self.count = count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "shade", for: indexPath)
    cell.contentView.backgroundColor = .red
    return cell
  }
}

/// A context of its own, as a layout that tracks what moved declares one.
private final class PageContext: UICollectionViewLayoutInvalidationContext {
  var page = 0
}

/// A layout that reads the contexts it is invalidated with.
private final class PageLayout: UICollectionViewLayout {
  var contexts: [UICollectionViewLayoutInvalidationContext] = []
  override class var invalidationContextClass: AnyClass { PageContext.self }
  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    contexts.append(context)
    super.invalidateLayout(with: context)
  }
}

@Suite struct CollectionViewCustomLayoutTests {
  /// `invalidateLayout()` goes through `invalidateLayout(with:)`, with a context of the
  /// layout's class that invalidates everything; the collection view lays out again.
  @Test func invalidatingALayoutPassesAContextOfItsClass() throws {
    let layout = PageLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 40, height: 40), collectionViewLayout: layout)
    view.layoutIfNeeded()
    layout.invalidateLayout()
    let context = try #require(layout.contexts.first as? PageContext)
    #expect(layout.contexts.count == 1 && context.invalidateEverything)
    #expect(view.layer.needsLayout())
    #expect(layout.invalidationContext(forBoundsChange: .zero) is PageContext)
  }

  @Test func aCarouselScalesItsSideItemsAndPassesItsOwnAttributes() throws {
    let layout = CarouselLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 60, height: 60)
    layout.minimumLineSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 0, left: 70, bottom: 0, right: 70)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 60), collectionViewLayout: layout)
    view.register(ShadeCell.self, forCellWithReuseIdentifier: "shade")
    let source = Source(3)
    view.dataSource = source
    view.layoutIfNeeded()
    let cells = view.visibleCells.compactMap { $0 as? ShadeCell }
    #expect(cells.count == 2)  // items at 70 and 140; the third, at 210, is out of view
    let middle = try #require(cells.first { $0.shade == 1 })
    #expect(middle.frame == CGRect(x: 70, y: 0, width: 60, height: 60))
    let side = try #require(cells.first { $0.shade < 1 })
    #expect(side.bounds.size == CGSize(width: 60, height: 60))
    #expect(side.frame.width < 60 && side.center == CGPoint(x: 170, y: 30))
    #expect(view.subviews.last === middle)  // the higher z-index shows above
    #expect(view.contentSize == CGSize(width: 70 + 3 * 60 + 2 * 10 + 70, height: 60))
  }

  @Test func aLayoutOfItsOwnPlacesItemsWithoutAFlow() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: RingLayout())
    view.register(ShadeCell.self, forCellWithReuseIdentifier: "shade")
    let source = Source(4)
    view.dataSource = source
    let picture = Lifecycle.render(view, scale: 1)
    func at(_ x: Int, _ y: Int) -> [UInt8] {
      Array(picture.bytes[(y * picture.width + x) * 4..<(y * picture.width + x) * 4 + 4])
    }
    #expect(view.visibleCells.count == 4)
    #expect(at(80, 50) == [255, 0, 0, 255] && at(50, 20) == [255, 0, 0, 255])
    #expect(at(50, 50) == [0, 0, 0, 0])
    let copy = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    copy.zIndex = 3
    let copied = copy.copy() as? UICollectionViewLayoutAttributes
    #expect(copied?.isEqual(copy) == true && copied !== copy)
  }
}
