import Foundation

/// Layers are equal only to themselves, as `CALayer`s are (NSObject's `isEqual:` compares
/// identity), so `layer == self.layer` in `layoutSublayers(of:)` and sets of layers read as
/// on iOS.
extension Layer: IdentityHashable {}
