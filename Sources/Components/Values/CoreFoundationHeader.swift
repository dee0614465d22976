/// The word that swift-corelibs-foundation's Core Foundation reads after an object's
/// reference count to learn its CF type (`_cfinfoa`: type ID in bits 8–17, bit 7 for the
/// default allocator).
///
/// An `NSObject` subclass has no such word of its own, so CF reads its first stored property.
/// When that reads as type ID 0, as a `CGFloat` such as 30 or an enum's small raw value does,
/// CF takes the object for one of its own and halts (`__HALT` in `CFEqual`) on comparing two
/// of them, which `NSAttributedString` does when it joins runs whose attribute values differ.
/// A class whose instances are attribute values stores this as its first stored property:
/// CF then reads type ID 1 (`CFType`, which no Swift Foundation class has), takes the object
/// for a Swift one and calls its `isEqual(_:)` and `hash`. Darwin's Foundation never reads it.
package struct CoreFoundationHeader: Sendable {
  /// Type ID 1 in bits 8–17, and bit 7 (0x80), as Foundation sets for its own classes.
  private let word: UInt64 = 1 << 8 | 0x80

  package init() {}
}
