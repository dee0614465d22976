import Components
import Foundation

#if !canImport(ObjectiveC)
  extension NSObject {
    /// The class archived in place of this one: the class itself, as `NSObject` answers.
    /// Components find their resource bundle with `Bundle(for: self.classForCoder())` in a
    /// class property, where Objective-C calls the instance method on the class object.
    public class func classForCoder() -> AnyClass { self }
  }

  extension UIResponder {
    /// The class archived in place of this one: the class itself, as `NSObject` answers on
    /// iOS (`Bundle(for: classForCoder)` finds a view's bundle).
    public var classForCoder: AnyClass { type(of: self) }

    /// The class archived in place of this one, asked of the class: the class itself.
    public class func classForCoder() -> AnyClass { self }
  }

  extension CALayer {
    /// The class archived in place of this one: the class itself.
    public var classForCoder: AnyClass { type(of: self) }

    /// The class archived in place of this one, asked of the class: the class itself.
    public class func classForCoder() -> AnyClass { self }
  }
#endif
