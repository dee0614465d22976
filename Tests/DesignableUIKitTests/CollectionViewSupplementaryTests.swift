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
