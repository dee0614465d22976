import Components
import Foundation

/// A trait a view's trait collection holds (`UITraitDefinition`), named in trait-change
/// registrations.
public protocol UITraitDefinition {
  /// The trait's name.
  static var name: String { get }
}

/// A trait's type, as registrations list them (`UITrait`).
public typealias UITrait = any UITraitDefinition.Type

/// The system traits, by UIKit's names.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static let name = "UserInterfaceStyle"
}
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static let name = "HorizontalSizeClass"
}
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static let name = "VerticalSizeClass"
}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static let name = "PreferredContentSizeCategory"
}
public enum UITraitLayoutDirection: UITraitDefinition {
  public static let name = "LayoutDirection"
}
public enum UITraitDisplayScale: UITraitDefinition {
  public static let name = "DisplayScale"
}
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  public static let name = "UserInterfaceIdiom"
}
public enum UITraitUserInterfaceLevel: UITraitDefinition {
  public static let name = "UserInterfaceLevel"
}
public enum UITraitAccessibilityContrast: UITraitDefinition {
  public static let name = "AccessibilityContrast"
}
public enum UITraitLegibilityWeight: UITraitDefinition {
  public static let name = "LegibilityWeight"
}
public enum UITraitActiveAppearance: UITraitDefinition {
  public static let name = "ActiveAppearance"
}

extension UITraitCollection {
  /// The traits whose change can change how a colour looks
  /// (`systemTraitsAffectingColorAppearance`).
  public static var systemTraitsAffectingColorAppearance: [UITrait] {
    [
      UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
      UITraitUserInterfaceLevel.self,
    ]
  }

  /// The traits whose change can change which image an asset gives
  /// (`systemTraitsAffectingImageLookup`).
  public static var systemTraitsAffectingImageLookup: [UITrait] {
    [
      UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitLayoutDirection.self,
      UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
      UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self,
    ]
  }
}

/// A registration for trait changes (`UITraitChangeRegistration`), to unregister with.
public final class UITraitChangeRegistration: Hashable {
  /// The traits registered for.
  public let traits: [UITrait]

  init(traits: [UITrait]) { self.traits = traits }

  public static func == (lhs: UITraitChangeRegistration, rhs: UITraitChangeRegistration) -> Bool {
    lhs === rhs
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Trait-change registrations (`UITraitChangeObservable`). A render's traits never change,
/// so a registered handler or action is kept and never called, as
/// `traitCollectionDidChange(_:)` is not.
extension UIView {
  /// Registers `handler` for changes of `traits`; it is never called here.
  @discardableResult
  public func registerForTraitChanges<Observer: UIView>(
    _ traits: [UITrait], handler: @escaping (Observer, UITraitCollection) -> Void
  ) -> UITraitChangeRegistration {
    UITraitChangeRegistration(traits: traits)
  }

  /// Registers `action`, sent to `target`, for changes of `traits`; never sent here.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
    -> UITraitChangeRegistration
  {
    UITraitChangeRegistration(traits: traits)
  }

  /// Registers `action`, sent to the view, for changes of `traits`; never sent here.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector)
    -> UITraitChangeRegistration
  {
    UITraitChangeRegistration(traits: traits)
  }

  /// Ends a registration.
  public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {}
}
