import Foundation

#if !canImport(ObjectiveC)
  /// Foundation's `NSPointerFunctions`, here only the namespace of its options: how a
  /// collection such as ``NSHashTable`` holds its objects.
  public enum NSPointerFunctions {
    /// How a collection holds its objects (`NSPointerFunctions.Options`).
    public struct Options: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let strongMemory = Options([])
      public static let weakMemory = Options(rawValue: 5)
      public static let objectPointerPersonality = Options(rawValue: 512)
    }
  }
#endif
