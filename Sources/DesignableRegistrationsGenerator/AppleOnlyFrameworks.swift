import SwiftSyntax

/// Frameworks that only Apple platforms have and that Designable does not stand in for
/// (SwiftUI, Combine, AVFoundation, ...). DesignableAdapterPlugin leaves out a file that
/// imports one outright, or wraps a view for SwiftUI, as a SwiftUI wrapper beside a UIKit
/// component does: it could not compile here, and the registrations skip it too.
public enum AppleOnlyFrameworks {
  /// The frameworks' module names.
  public static let names: Set<String> = [
    "Accelerate", "Accounts", "ActivityKit", "AdSupport", "AppKit", "AppTrackingTransparency",
    "ARKit", "AssetsLibrary", "AudioToolbox", "AuthenticationServices", "AVFAudio",
    "AVFoundation", "AVKit", "CallKit", "CloudKit", "Combine", "Contacts", "ContactsUI",
    "CoreAudio", "CoreBluetooth", "CoreData", "CoreHaptics", "CoreLocation", "CoreMedia",
    "CoreML", "CoreMotion", "CoreNFC", "CoreSpotlight", "CoreTelephony", "CoreVideo",
    "EventKit", "EventKitUI", "GameController", "GameKit", "GameplayKit", "GLKit", "HealthKit",
    "HomeKit", "Intents", "IntentsUI", "LinkPresentation", "LocalAuthentication", "MapKit",
    "MediaPlayer", "MessageUI", "Metal", "MetalKit", "MobileCoreServices", "NaturalLanguage",
    "OpenGLES", "PassKit", "Photos", "PhotosUI", "PencilKit", "QuickLook", "ReplayKit",
    "SafariServices", "SceneKit", "Social", "SpriteKit", "StoreKit", "SwiftUI", "UserNotifications",
    "Vision", "VisionKit", "WatchKit", "WebKit", "WidgetKit",
  ]

  /// SwiftUI's protocols a wrapper of a UIKit view conforms to, which nothing else declares.
  public static let swiftUIWrapperProtocols: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "PreviewProvider",
  ]

  /// The protocols of an app's entry points, which an app's own files adopt (a demo app's
  /// `AppDelegate` beside the component) and a component never needs.
  public static let appEntryProtocols: Set<String> = [
    "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
  ]

  /// Why `file` cannot compile off Apple platforms, if it cannot: where, and what it needs.
  public struct Reason {
    /// The import, or the declaration that needs the framework.
    public let node: Syntax
    /// What the file does, after "it": `imports SwiftUI, which only Apple platforms have`.
    public let what: String
    /// What else than `exclude:` a user can do, after "or".
    public let remedy: String
    /// The node, what the file does there, and what else a user can do.
    public init(
      node: Syntax, what: String,
      remedy: String = "put what the components need from it in a file of its own"
    ) {
      self.node = node
      self.what = what
      self.remedy = remedy
    }
  }

  /// The first import at the top level of `file` (not under `#if`) of one of the frameworks,
  /// or else the first type at the top level conforming to one of SwiftUI's wrapper
  /// protocols (a file that imports SwiftUI only under `#if canImport(SwiftUI)` and wraps a
  /// view outside it compiles on Apple platforms alone).
  public static func reason(in file: SourceFileSyntax) -> Reason? {
    for item in file.statements {
      if let node = item.item.as(ImportDeclSyntax.self), let module = node.path.first,
        names.contains(module.name.text)
      {
        return Reason(
          node: Syntax(node),
          what: "imports \(node.path.trimmedDescription), which only Apple platforms have")
      }
    }
    if let (item, name, wrapper) = firstType(in: file, adopting: swiftUIWrapperProtocols) {
      return Reason(
        node: Syntax(item),
        what: "declares \(name) as a \(wrapper) of SwiftUI, which only Apple platforms have")
    }
    if let (item, name, entry) = firstType(in: file, adopting: appEntryProtocols),
      item.is(ClassDeclSyntax.self)
    {
      return Reason(
        node: Syntax(item),
        what: "declares \(name), an app's \(entry), which starts an app rather than drawing "
          + "a component",
        remedy: "keep the demo app's files out of the components' folder")
    }
    return nil
  }

  /// The first type at the top level of `file` that adopts one of `protocols`: the
  /// declaration, its name and the protocol as written.
  private static func firstType(
    in file: SourceFileSyntax, adopting protocols: Set<String>
  ) -> (item: CodeBlockItemSyntax.Item, name: String, adopted: String)? {
    for item in file.statements {
      guard let group = item.item.asProtocol(DeclGroupSyntax.self),
        let named = item.item.asProtocol(NamedDeclSyntax.self),
        let adopted = group.inheritanceClause?.inheritedTypes.first(where: {
          protocols.contains($0.type.trimmedDescription)
        })
      else { continue }
      return (item.item, named.name.text, adopted.type.trimmedDescription)
    }
    return nil
  }
}
