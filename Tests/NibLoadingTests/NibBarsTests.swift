import DesignableUIKit
import Foundation
import Testing

/// What loading a `.xib` whose `<objects>` hold `objects` builds, from `bundle`, with `owner`
/// as File's Owner.
private func instantiate(_ objects: String, bundle: Bundle? = nil, owner: Any? = nil) throws
  -> UINib.Instantiation
{
  let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
    \(objects)
      </objects>
    </document>
    """
  return try UINib(data: Data(xml.utf8), bundle: bundle).instantiateChecked(withOwner: owner)
}

@Suite("Bars and lists in a nib")
struct NibBarsTests {
  @Test func barAndListElementsBuildTheirUIKitClassesWithTheirAttributes() throws {
    let result = try instantiate(
      """
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
          <pickerView contentMode="scaleToFill" id="p1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
          </pickerView>
          <datePicker contentMode="scaleToFill" id="d1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
          </datePicker>
          <toolbar contentMode="scaleToFill" id="tb1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
          </toolbar>
      """)
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
    #expect(result.objects[5] is UIPickerView && result.objects[6] is UIDatePicker)
    #expect(result.objects[7] is UIToolbar)
  }

  /// A controller made without a nib name loads the nib named after its class, which gives
  /// its root view and connects its outlets; one named for a nib that is not there gets a
  /// plain view.
  @Test func aControllerLoadsTheNibNamedAfterItsClass() throws {
    let screen = GreetingScreenController(nibName: nil, bundle: nil)
    let view = try #require(screen.view)
    #expect(view.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(screen.greeting?.text == "Hello from the nib" && screen.greeting?.superview === view)
    let missing = GreetingScreenController(nibName: "NoSuchScreen", bundle: nil)
    #expect(missing.view.subviews.isEmpty && missing.greeting == nil)
  }

  /// An image a nib names is found in the nib's bundle, as UIKit finds it, not only in the
  /// registered image folders.
  @Test func aNibsImageIsFoundInItsBundle() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("nib-bundle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    try #require(red.pngData()).write(to: folder.appendingPathComponent("nib-arrow.png"))
    let bundle = try #require(Bundle(path: folder.path))
    let result = try instantiate(
      """
          <imageView contentMode="scaleToFill" image="nib-arrow" id="i1">
            <rect key="frame" x="0.0" y="0.0" width="4" height="4"/>
          </imageView>
      """, bundle: bundle)
    let imageView = try #require(result.objects.first as? UIImageView)
    // A file without a scale suffix is at 1x: the 2x drawing's 8 pixels are 8 points.
    #expect(imageView.image?.size == CGSize(width: 4 * red.scale, height: 4 * red.scale))
  }

  /// What a decoded view's `awakeAfter(using:)` returns takes its place, in a nib and on a
  /// storyboard's path.
  @Test func theViewAwakeAfterReturnsTakesThePlaceholdersPlace() throws {
    let result = try instantiate(
      """
          <view contentMode="scaleToFill" id="v1">
            <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
            <subviews>
              <view contentMode="scaleToFill" customClass="SwappingPlaceholder" \
      customModule="NibLoadingTests" id="p1">
                <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
              </view>
            </subviews>
          </view>
      """)
    let root = try #require(result.objects.first as? UIView)
    #expect((root.subviews.first as? SwappingPlaceholder)?.isReplacement == true)
    let built = try Lifecycle.build(
      SwappingPlaceholder.self, path: .runTime, frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(built.isReplacement)
    let made = try Lifecycle.build(
      SwappingPlaceholder.self, path: .designTime, frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(!made.isReplacement)
  }

  /// Buttons told apart by their restoration identifiers, as a rating bar's nib names its
  /// stars: each view keeps the identifier its element gives.
  @Test func aViewKeepsItsRestorationIdentifier() throws {
    let result = try instantiate(
      """
          <view contentMode="scaleToFill" id="v1">
            <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
            <subviews>
              <button restorationIdentifier="rate1" contentMode="scaleToFill" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
              </button>
              <button restorationIdentifier="rate2" contentMode="scaleToFill" id="b2">
                <rect key="frame" x="40" y="0.0" width="40" height="40"/>
              </button>
            </subviews>
          </view>
      """)
    let view = try #require(result.objects.first as? UIView)
    #expect(view.subviews.map(\.restorationIdentifier) == ["rate1", "rate2"])
    #expect(view.restorationIdentifier == nil)
  }
}

/// An owner that feeds a collection view and hears a text field, as a nib connects them.
final class DigitsOwner: UICollectionViewDataSource, UICollectionViewDelegate, UITextFieldDelegate {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 4 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "digit", for: indexPath)
  }
}

@Suite("UIKit's own outlets in a nib")
struct NibBuiltInOutletTests {
  @Test func aCollectionViewsDataSourceAndAFieldsDelegateConnectToTheOwner() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
          <collectionView clipsSubviews="YES" contentMode="scaleToFill" id="cv1">
            <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
            <collectionViewFlowLayout key="collectionViewLayout" itemSize="40x40" id="fl1"/>
            <connections>
              <outlet property="dataSource" destination="-1" id="o1"/>
              <outlet property="delegate" destination="-1" id="o2"/>
            </connections>
          </collectionView>
          <textField contentMode="scaleToFill" id="tf1">
            <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
            <connections>
              <outlet property="delegate" destination="-1" id="o3"/>
            </connections>
          </textField>
        </objects>
      </document>
      """
    let owner = DigitsOwner()
    let result = try UINib(data: Data(xml.utf8), bundle: nil).instantiateChecked(withOwner: owner)
    #expect(result.issues.isEmpty, "\(result.issues)")
    let collection = try #require(result.objects[0] as? UICollectionView)
    #expect(collection.dataSource === owner)
    #expect(collection.delegate === owner as AnyObject?)
    let field = try #require(result.objects[1] as? UITextField)
    #expect(field.delegate === owner)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "digit")
    #expect(collection.numberOfItems(inSection: 0) == 4)
  }
}
