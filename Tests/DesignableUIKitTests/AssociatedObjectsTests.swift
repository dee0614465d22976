import DesignableUIKit
import Testing

nonisolated(unsafe) private var glowLayersKey: UInt8 = 0
nonisolated(unsafe) private var badgeTextKey: UInt8 = 0
nonisolated(unsafe) private var ownerKey: UInt8 = 0

/// Stored properties that an extension of UIView keeps as associated objects, guarded by
/// `objc_sync_enter`, as effect libraries add layers to any view.
extension UIView {
  fileprivate var glowLayers: [CALayer] {
    get {
      objc_sync_enter(self)
      defer { objc_sync_exit(self) }
      return objc_getAssociatedObject(self, &glowLayersKey) as? [CALayer] ?? []
    }
    set {
      objc_sync_enter(self)
      objc_setAssociatedObject(self, &glowLayersKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      objc_sync_exit(self)
    }
  }

  fileprivate var badgeText: String? {
    get { objc_getAssociatedObject(self, &badgeTextKey) as? String }
    set { objc_setAssociatedObject(self, &badgeTextKey, newValue, .OBJC_ASSOCIATION_COPY) }
  }

  fileprivate func addGlow(color: UIColor) {
    for glow in glowLayers { glow.removeFromSuperlayer() }
    let glow = CALayer()
    glow.frame = bounds
    glow.backgroundColor = color.cgColor
    layer.insertSublayer(glow, at: 0)
    glowLayers = [glow]
  }
}

private final class GlowingView: UIView {
  var glowColor: UIColor = .red { didSet { addGlow(color: glowColor) } }

  override func layoutSubviews() {
    super.layoutSubviews()
    addGlow(color: glowColor)
  }
}

private final class Marker {}

@Suite("Associated objects and object locks of the Objective-C runtime")
struct AssociatedObjectsTests {
  @Test func anExtensionKeepsStoredLayersPerViewThroughAssociatedObjects() {
    let view = GlowingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let other = GlowingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.layoutIfNeeded()
    view.glowColor = .blue
    #expect(view.glowLayers.count == 1)
    #expect(view.layer.sublayers?.count == 1)
    #expect(view.layer.sublayers?.first === view.glowLayers.first)
    #expect(other.glowLayers.isEmpty)
    #expect(picture(of: view)[5, 5] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
  }

  @Test func settingNilRemovesAValueAndValuesAreKeptByKey() {
    let view = UIView()
    view.badgeText = "3"
    view.glowLayers = [CALayer()]
    #expect(view.badgeText == "3" && view.glowLayers.count == 1)
    view.badgeText = nil
    #expect(view.badgeText == nil && view.glowLayers.count == 1)
    objc_removeAssociatedObjects(view)
    #expect(view.glowLayers.isEmpty)
  }

  @Test func assignHoldsAnObjectWeaklyAndRetainHoldsItStrongly() {
    let view = UIView()
    weak var weaklyHeld: Marker?
    do {
      let marker = Marker()
      weaklyHeld = marker
      objc_setAssociatedObject(view, &ownerKey, marker, .OBJC_ASSOCIATION_ASSIGN)
      #expect(objc_getAssociatedObject(view, &ownerKey) as? Marker === marker)
    }
    #expect(weaklyHeld == nil)
    #expect(objc_getAssociatedObject(view, &ownerKey) == nil)
    do {
      let marker = Marker()
      weaklyHeld = marker
      objc_setAssociatedObject(view, &ownerKey, marker, .OBJC_ASSOCIATION_RETAIN)
    }
    #expect(weaklyHeld != nil)
  }

  @Test func aValueIsLetGoOnceItsObjectHasGone() {
    weak var weaklyHeld: Marker?
    do {
      let view = UIView()
      let marker = Marker()
      weaklyHeld = marker
      objc_setAssociatedObject(view, &ownerKey, marker, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
    let next = UIView()
    objc_setAssociatedObject(next, &ownerKey, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(weaklyHeld == nil)
    #expect(objc_getAssociatedObject(next, &ownerKey) as? Int == 1)
  }

  @Test func aThreadMayEnterAnObjectsLockAgainBeforeLeavingIt() {
    let view = UIView()
    #expect(objc_sync_enter(view) == OBJC_SYNC_SUCCESS)
    #expect(objc_sync_enter(view) == OBJC_SYNC_SUCCESS)
    #expect(objc_sync_exit(view) == OBJC_SYNC_SUCCESS)
    #expect(objc_sync_exit(view) == OBJC_SYNC_SUCCESS)
  }
}
