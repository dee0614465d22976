import Foundation

#if !canImport(ObjectiveC)
  extension NSObject {
    /// The class's name with its module (`MyKit.Badge`), as `NSObject`'s class method
    /// answers for a Swift class; code takes the part after the dot as a nib's name.
    public class func description() -> String { ClassName.qualified(self) }
  }

  /// Class names as Objective-C's runtime gives them to Swift code.
  enum ClassName {
    /// `Module.Outer.Name`, leaving out the "(unknown context at $…)" that Swift's reflection
    /// writes for a private declaration, whose address changes from one process to the next.
    static func qualified(_ type: AnyClass) -> String {
      String(reflecting: type).replacing(/\(unknown context at \$[0-9a-fA-F]+\)\./, with: "")
    }
  }
#endif
