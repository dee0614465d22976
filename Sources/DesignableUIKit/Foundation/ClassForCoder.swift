import Foundation

#if !canImport(ObjectiveC)
  extension NSObject {
    /// The class archived in place of this one: the class itself, as `NSObject` answers.
    /// Components find their resource bundle with `Bundle(for: self.classForCoder())` in a
    /// class property, where Objective-C calls the instance method on the class object.
    public class func classForCoder() -> AnyClass { self }
  }
#endif
