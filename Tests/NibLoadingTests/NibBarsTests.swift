import DesignableUIKit
import Foundation
import Testing

@Suite("Bars and lists in a nib")
struct NibBarsTests {
  @Test func barAndListElementsBuildTheirUIKitClassesWithTheirAttributes() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <tabBar contentMode="scaleToFill" translucent="NO" id="t1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="49"/>
            <items>
              <tabBarItem title="Home" id="i1"/>
              <tabBarItem title="Settings" tag="2" id="i2"/>
            </items>
            <color key="barTintColor" red="1" green="0.0" blue="0.0" alpha="1" \
      colorSpace="custom" customColorSpace="sRGB"/>
          </tabBar>
          <navigationBar contentMode="scaleToFill" id="n1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <items>
              <navigationItem title="Inbox" id="ni1"/>
            </items>
          </navigationBar>
          <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Find" id="s1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
          </searchBar>
          <tableView clipsSubviews="YES" contentMode="scaleToFill" style="grouped" \
      separatorStyle="none" rowHeight="60" id="tv1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
          </tableView>
          <collectionView clipsSubviews="YES" contentMode="scaleToFill" id="cv1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" \
      minimumInteritemSpacing="10" id="fl1"/>
          </collectionView>
        </objects>
      </document>
      """
    let result = try UINib(data: Data(xml.utf8), bundle: nil).instantiateChecked(withOwner: nil)
    #expect(result.issues.isEmpty)
    let tabBar = try #require(result.objects[0] as? UITabBar)
    #expect(tabBar.items?.map(\.title) == ["Home", "Settings"])
    #expect(tabBar.items?.last?.tag == 2)
    #expect(tabBar.barTintColor == .red && !tabBar.isTranslucent)
    let navigationBar = try #require(result.objects[1] as? UINavigationBar)
    #expect(navigationBar.topItem?.title == "Inbox")
    let searchBar = try #require(result.objects[2] as? UISearchBar)
    #expect(searchBar.searchBarStyle == .minimal && searchBar.placeholder == "Find")
    let table = try #require(result.objects[3] as? UITableView)
    #expect(table.style == .grouped && table.separatorStyle == .none && table.rowHeight == 60)
    #expect(table.backgroundColor == .systemGroupedBackground)
    #expect(result.objects[4] is UICollectionView)
  }
}
