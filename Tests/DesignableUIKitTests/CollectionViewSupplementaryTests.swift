import Foundation
import Testing

@testable import DesignableUIKit

/// A header that says which section it heads, as section titles do.
private final class TitleHeader: UICollectionReusableView, FrameConstructible {
  var section = -1
}

/// Two sections of three items, titled; the second section's header is left out by the
/// delegate, as apps leave out empty titles.
private final class Sections: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var headersAsked: [IndexPath] = []

  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    cell.contentView.backgroundColor = .blue
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if kind == UICollectionView.elementKindSectionHeader { headersAsked.append(indexPath) }
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    (view as? TitleHeader)?.section = indexPath.section
    view.backgroundColor = kind == UICollectionView.elementKindSectionHeader ? .red : .green
    return view
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    section == 0 ? CGSize(width: 0, height: 20) : .zero
  }
}

@Suite("A flow layout's section headers and footers")
struct CollectionViewSupplementaryTests {
  private func shown(_ sections: Sections) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 30, height: 30)
    layout.minimumInteritemSpacing = 5
    layout.sectionInset = UIEdgeInsets(top: 4, left: 0, bottom: 6, right: 0)
    layout.headerReferenceSize = CGSize(width: 0, height: 99)  // the delegate's wins
    layout.footerReferenceSize = CGSize(width: 0, height: 8)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      view.register(
        TitleHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
    }
    view.dataSource = sections
    view.delegate = sections
    view.layoutIfNeeded()
    return view
  }

  @Test func headersAndFootersSpanTheViewBetweenTheSections() throws {
    let sections = Sections()
    let view = shown(sections)
    let header = try #require(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)) as? TitleHeader)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 100, height: 20) && header.section == 0)
    // Three 30-point items fill the row between the insets: below the header and the top inset.
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 24)
    let footers = view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter)
    #expect(footers.map(\.frame.minY) == [60, 60 + 8 + 40])
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 72)
    #expect(sections.headersAsked == [IndexPath(item: 0, section: 0)])
    #expect(view.contentSize.height == CGFloat(20 + 40 + 8 + 40 + 8))

    let read = pixels(of: view)
    #expect(read(50, 10) == [255, 0, 0, 255], "the header is drawn")
    #expect(read(50, 64)[1] > 100 && read(50, 64)[0] == 0, "the first footer is drawn")
    withExtendedLifetime(sections) {}
  }

  @Test func aFlowAsksForItsSupplementaryAttributes() throws {
    let sections = Sections()  // held weakly by the collection view
    let view = shown(sections)
    let layout = try #require(view.collectionViewLayout as? UICollectionViewFlowLayout)
    let footer = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))
    #expect(footer?.frame == CGRect(x: 0, y: 108, width: 100, height: 8))
    #expect(footer?.representedElementCategory == .supplementaryView)
    let kinds = (layout.layoutAttributesForElements(in: view.bounds) ?? [])
      .compactMap(\.representedElementKind)
    #expect(kinds.filter { $0 == UICollectionView.elementKindSectionFooter }.count == 2)
    withExtendedLifetime(sections) {}
  }
}

/// A calendar that registers its month headers under the header kind whatever kind it is
/// given and dequeues its own way, as calendar libraries override UIKit's methods.
private final class OverridingCalendar: UICollectionView {
  var registeredKinds: [String] = []

  override func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registeredKinds.append(elementKind)
    super.register(
      viewClass, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: identifier)
  }
}

/// A band behind each section, as decoration views are used.
private final class Band: UICollectionReusableView, FrameConstructible {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .yellow
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A flow with a band behind its first section.
private final class BandedFlow: UICollectionViewFlowLayout {
  override init() {
    super.init()
    register(Band.self, forDecorationViewOfKind: "band")
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    let band = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: "band", with: IndexPath(item: 0, section: 0))
    band.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
    return [band] + (super.layoutAttributesForElements(in: rect) ?? [])
  }
}

@Suite("A collection view's overridable API and decoration views")
struct CollectionViewSubclassTests {
  @Test func aSubclassOverridesRegistration() {
    let view = OverridingCalendar(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(TitleHeader.self, forSupplementaryViewOfKind: "month", withReuseIdentifier: "m")
    #expect(view.registeredKinds == ["month"])
    let header = view.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "m",
      for: IndexPath(item: 0, section: 0))
    #expect(header is TitleHeader)
  }

  @Test func decorationViewsAreBuiltFromTheLayoutsRegistrationAndShownBelowCells() throws {
    let sections = Sections()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: BandedFlow())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    view.dataSource = sections
    view.layoutIfNeeded()
    let band = try #require(view.subviews.first { $0 is Band })
    #expect(band.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
    let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    let order = view.subviews.map(ObjectIdentifier.init)
    #expect(
      try #require(order.firstIndex(of: ObjectIdentifier(band)))
        < #require(order.firstIndex(of: ObjectIdentifier(cell))))
    #expect(view.visibleSupplementaryViews(ofKind: "band").isEmpty)
    withExtendedLifetime(sections) {}
  }
}
