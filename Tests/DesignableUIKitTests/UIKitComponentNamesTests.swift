import Foundation
import Testing

@testable import DesignableUIKit

/// A gradient view in the widely copied shape: its layer class a gradient layer, and its
/// `layer` overridden with that narrower type.
private final class GradientBar: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  override var layer: CAGradientLayer { super.layer as! CAGradientLayer }

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    layer.startPoint = CGPoint(x: 0, y: 0.5)
    layer.endPoint = CGPoint(x: 1, y: 0.5)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Two sections of rows 30 and 40 points high under a 20-point table header.
private final class TwoSections: NSObject, UITableViewDataSource, UITableViewDelegate {
  func numberOfSections(in tableView: UITableView) -> Int { 3 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    [3, 0, 2][section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    indexPath.section == 0 ? 30 : 40
  }
}

@Suite("UIKit names that cards, tables and gradients call")
struct UIKitComponentNamesTests {
  /// `override var layer: CAGradientLayer` compiles, and the layer it names is the view's
  /// own, made from `layerClass`, so the gradient set through it is drawn.
  @Test func aViewOverridesItsLayerWithItsLayerClass() {
    let bar = GradientBar(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
    let asView: UIView = bar
    #expect(asView.layer === bar.layer)
    let picture = Lifecycle.render(bar, scale: 1)
    #expect(picture[1, 2].red > 200 && picture[1, 2].blue < 60)
    #expect(picture[38, 2].blue > 200 && picture[38, 2].red < 60)
  }

  /// Motion effects are kept on the view in order, once each, and never move it.
  @Test func motionEffectsAreKeptAndNeverMoveTheView() {
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
    let horizontal = UIInterpolatingMotionEffect(
      keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -10
    horizontal.maximumRelativeValue = 10
    let group = UIMotionEffectGroup()
    group.motionEffects = [horizontal]
    if card.motionEffects.isEmpty { card.addMotionEffect(group) }
    card.addMotionEffect(group)
    #expect(card.motionEffects.count == 1 && card.motionEffects[0] === group)
    _ = Lifecycle.render(card, scale: 1)
    #expect(card.center == CGPoint(x: 35, y: 25))
    card.removeMotionEffect(group)
    #expect(card.motionEffects.isEmpty)
  }

  /// What a render's device reports: Low Power Mode off, a nominal thermal state.
  @Test func theProcessRunsCoolWithFullPower() {
    #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
    #expect(ProcessInfo.processInfo.thermalState == .nominal)
    #expect(Notification.Name.NSProcessInfoPowerStateDidChange.rawValue.hasPrefix("NSProcess"))
  }

  /// Core Graphics' equality functions by the names Swift gives them on iOS.
  @Test func pointsAndSizesCompareByTheirImportedNames() {
    #expect(__CGPointEqualToPoint(CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2)))
    #expect(!__CGPointEqualToPoint(CGPoint(x: 1, y: 2), CGPoint(x: 2, y: 1)))
    #expect(!__CGSizeEqualToSize(CGSize(width: 1, height: 2), .zero))
  }

  /// A snapshot of the screen is a view of the screen's size.
  @Test func aSnapshotOfTheScreenIsAScreenSizedView() {
    let snapshot = UIScreen.main.snapshotView(afterScreenUpdates: true)
    #expect(snapshot.frame == UIScreen.main.bounds)
  }

  /// Section and row rectangles follow the layout: rows under the header, one section after
  /// another, with empty header and footer rectangles and no header views.
  @Test func sectionsAndRowsHaveTheRectanglesTheLayoutGivesThem() throws {
    let source = TwoSections()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 2))
        == CGRect(x: 0, y: 150, width: 100, height: 40))
    #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 20, width: 100, height: 90))
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 110, width: 100, height: 0))
    #expect(table.rect(forSection: 2) == CGRect(x: 0, y: 110, width: 100, height: 80))
    #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 110, width: 100, height: 0))
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 110, width: 100, height: 0))
    #expect(table.rect(forSection: 3) == .zero)
    #expect(table.headerView(forSection: 0) == nil && table.footerView(forSection: 2) == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 50, y: 115)) == IndexPath(row: 0, section: 2))
    #expect(table.indexPathForRow(at: CGPoint(x: 50, y: 10)) == nil)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(table.indexPath(for: cell) == IndexPath(row: 2, section: 0))
  }
}

extension UIColor {
  /// Whether the class answers `getRed(_:green:blue:alpha:)`, asked as a colour helper asks
  /// it, from a static method.
  fileprivate static var answersGetRed: Bool {
    self.responds(to: Selector("getRed:green:blue:alpha:"))
  }
}

@Suite("NSObject classes answer class messages")
struct ClassMessagesTests {
  /// A class, asked from a static method, answers `responds(to:)` as `NSObject` classes do
  /// on iOS.
  @Test func aColourClassAnswersRespondsTo() {
    #expect(UIColor.answersGetRed)
    #expect(UIColor.instancesRespond(to: Selector("getRed:green:blue:alpha:")))
    #expect(!UIColor.responds(to: nil))
  }
}

@Suite("Foundation, Core Image and UIKit constants by their iOS names")
struct ConstantNamesTests {
  /// `NSIntegerMax` and its kin, a filter's key paths, and the symbol weight and scale by
  /// the names `UIImage` gives them.
  @Test func constantsAndKeyPathsHaveTheirIOSNames() throws {
    #expect(Float(NSIntegerMax) == Float(Int.max) && NSIntegerMin == Int.min)
    #expect(NSUIntegerMax == UInt.max)
    let blur = try #require(CIFilter(name: "CIGaussianBlur"))
    blur.setValue(3, forKeyPath: kCIInputRadiusKey)
    #expect(blur.value(forKeyPath: kCIInputRadiusKey) as? Int == 3)
    let weight: UIImage.SymbolWeight = .bold
    let scale: UIImage.SymbolScale = .large
    let configuration = UIImage.SymbolConfiguration(weight: weight)
    #expect(configuration.weight == .bold && scale.rawValue == 3)
  }
}
