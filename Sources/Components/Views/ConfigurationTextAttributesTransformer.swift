import Foundation

/// Changes the attributes of a configuration's text
/// (`UIConfigurationTextAttributesTransformer`): it receives each run's attributes, its font
/// and colour filled in, and returns the ones to draw.
public struct ConfigurationTextAttributesTransformer {
  public let transform: (AttributeContainer) -> AttributeContainer

  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
    transform(input)
  }
}
