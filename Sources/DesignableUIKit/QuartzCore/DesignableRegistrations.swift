import Components

/// The layer classes this module declares, found by the name a component module's generated
/// list has (`DesignableUIKit.DesignableRegistrations`), so that a view can name them as its
/// `layerClass`. Internal, so that it never clashes with a component module's own list.
enum DesignableRegistrations: ComponentRegistrations {
  static var registrations: [ComponentRegistration] { [] }
  static var layers: [LayerRegistration] {
    [LayerRegistration(CAEmitterLayer.self) { CAEmitterLayer() }]
  }
}
