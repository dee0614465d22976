import SwiftSyntax

/// Frameworks that only Apple platforms have and that Designable does not stand in for
/// (SwiftUI, Combine, AVFoundation, ...). DesignableAdapterPlugin leaves out a file that
/// imports one outright, as a SwiftUI wrapper beside a UIKit component does: it could not
/// compile here, and the registrations skip it too.
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

  /// The first import at the top level of `file` (not under `#if`) of one of the frameworks.
  public static func firstImport(in file: SourceFileSyntax) -> ImportDeclSyntax? {
    for item in file.statements {
      if let node = item.item.as(ImportDeclSyntax.self), let module = node.path.first,
        names.contains(module.name.text)
      {
        return node
      }
    }
    return nil
  }
}
