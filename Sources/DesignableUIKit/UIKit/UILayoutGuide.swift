import Components
import Foundation

/// A rectangle in a view's coordinates that constraints can refer to (`UILayoutGuide`):
/// a view's margins or safe area, or a guide a component adds, which its view's layout
/// places from the constraints on it, as it places subviews.
open class UILayoutGuide: NSObject, LayoutArea, LayoutAnchorProvider {
  /// What a guide of a view's own stands for.
  enum Kind {
    case added, margins, safeArea, readableContent, keyboard, content, frame
  }

  let kind: Kind
  /// The view the guide was added to.
  public internal(set) weak var owningView: UIView?
  open var identifier = ""

  public override init() {
    kind = .added
    super.init()
  }

  init(kind: Kind, owner: UIView) {
    self.kind = kind
    owningView = owner
  }

  package var solvedAreaFrame = CGRect.zero
  package var areaOwner: View? { owningView }
  package var fixedAreaFrame: CGRect? { kind == .added ? nil : layoutFrame }
  package var contentAreaContainer: ScrollingContainer? {
    kind == .content ? owningView as? ScrollingContainer : nil
  }
  package var fixedAreaInsets: EdgeInsets? {
    guard let owningView else { return nil }
    switch kind {
    case .added, .content: return nil
    case .frame: return .zero
    case .margins, .readableContent: return owningView.layoutMargins
    case .safeArea: return owningView.safeAreaInsets
    case .keyboard:
      let safe = owningView.safeAreaInsets
      return UIEdgeInsets(
        top: max(0, owningView.bounds.height - safe.bottom), left: 0, bottom: 0, right: 0)
    }
  }

  /// The guide's rectangle in its view's coordinates: the bounds inset by the margins for
  /// `layoutMarginsGuide` and `readableContentGuide`, the bounds for `safeAreaLayoutGuide`
  /// (a render has no bars), the strip under the safe area for `keyboardLayoutGuide` (no
  /// keyboard shows), a scroll view's content area at the origin for `contentLayoutGuide`
  /// and its bounds for `frameLayoutGuide`, and where its view's last layout placed a guide
  /// added by the component (`.zero` before).
  open var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    switch kind {
    case .added: return solvedAreaFrame
    case .content:
      return CGRect(origin: .zero, size: (owningView as? ScrollingContainer)?.contentSize ?? .zero)
    case .frame: return owningView.bounds
    case .margins, .readableContent: return owningView.bounds.inset(by: owningView.layoutMargins)
    case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
    case .keyboard:
      let bounds = owningView.bounds
      let safe = owningView.safeAreaInsets
      return CGRect(
        x: bounds.minX, y: bounds.maxY - safe.bottom, width: bounds.width, height: safe.bottom)
    }
  }
}

/// A view's layout guides.
extension View {
  /// The guides added with ``addLayoutGuide(_:)``, in order.
  public var layoutGuides: [UILayoutGuide] {
    layoutGuideObjects.compactMap { $0 as? UILayoutGuide }.filter { $0.kind == .added }
  }

  /// Adds `guide` to the view, removing it from any other.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    layoutGuideObjects.append(guide)
    guide.owningView = self
  }

  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    layoutGuideObjects.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// The bounds inset by ``layoutMargins``; the same guide on every call.
  public var layoutMarginsGuide: UILayoutGuide { ownGuide(.margins) }

  /// The bounds inset by the safe area insets (none in a render).
  public var safeAreaLayoutGuide: UILayoutGuide { ownGuide(.safeArea) }

  /// The margins guide's rectangle; no width limit applies, as on a compact width.
  public var readableContentGuide: UILayoutGuide { ownGuide(.readableContent) }

  /// Where the keyboard is (`UIKeyboardLayoutGuide`): as no keyboard shows in a render, a
  /// strip of the safe area's bottom inset (none) along the bottom of the view, so content
  /// pinned above it sits on the bottom edge.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = layoutGuideObjects.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first {
      return guide
    }
    let guide = UIKeyboardLayoutGuide(kind: .keyboard, owner: self)
    layoutGuideObjects.append(guide)
    return guide
  }

  fileprivate func ownGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
    if let guide = layoutGuideObjects.lazy.compactMap({ $0 as? UILayoutGuide })
      .first(where: { $0.kind == kind })
    {
      return guide
    }
    let guide = UILayoutGuide(kind: kind, owner: self)
    layoutGuideObjects.append(guide)
    return guide
  }
}

/// A scroll view's guides (iOS 11).
extension UIScrollView {
  /// The content area: constraints to it bind the content, at the content's origin, and set
  /// `contentSize`, as constraints to the scroll view's edges do.
  public var contentLayoutGuide: UILayoutGuide { ownGuide(.content) }

  /// The scroll view's frame, in its own coordinates (at `contentOffset`): a view tied to it
  /// stays in place while the content scrolls.
  public var frameLayoutGuide: UILayoutGuide { ownGuide(.frame) }
}

/// The guide that tracks the keyboard (`UIKeyboardLayoutGuide`); see
/// ``UIKit/UIView/keyboardLayoutGuide``.
open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the guide follows a floating or undocked keyboard; stored.
  open var followsUndockedKeyboard = false
  /// Whether the guide's top stays at the safe area's bottom while no keyboard shows; it
  /// always does here.
  open var usesBottomSafeArea = true
}

/// What a view controller's top and bottom layout guides offer (`UILayoutSupport`, before
/// the safe area): a length and the anchors of a rectangle. Layout guides adopt it here, with
/// their height as their length, so libraries that extend the protocol (constraint DSLs)
/// compile and constrain to it.
public protocol UILayoutSupport: LayoutAnchorProvider {
  /// How far the guide reaches into the view.
  var length: CGFloat { get }
}

extension UILayoutGuide: UILayoutSupport {
  /// The guide's height.
  public var length: CGFloat { layoutFrame.height }
}
