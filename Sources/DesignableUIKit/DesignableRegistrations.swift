import Components

/// What this module declares for component modules to find by the name their generated
/// lists have (`DesignableUIKit.DesignableRegistrations`): its layer classes, so that a view
/// can name them as its `layerClass`, and the outlets of UIKit's own classes, so that a nib
/// can connect a collection view's `dataSource` or a text field's `delegate` to its owner.
/// Internal, so that it never clashes with a component module's own list.
enum DesignableRegistrations: ComponentRegistrations {
  static var registrations: [ComponentRegistration] { [] }
  static var layers: [LayerRegistration] {
    [LayerRegistration(CAEmitterLayer.self) { CAEmitterLayer() }]
  }
  static var outlets: [NibOutlet] {
    [
      .outlet("delegate", \UIScrollView.delegate),
      .outlet("dataSource", \UITableView.dataSource),
      .outlet("dataSource", \UICollectionView.dataSource),
      .outlet("delegate", \UITextField.delegate),
      .outlet("delegate", \UISearchBar.delegate),
      .outlet("delegate", \UINavigationBar.delegate),
      .outlet("delegate", \UITabBar.delegate),
    ]
  }
}
