import Components

/// What this module declares for component modules to find by the name their generated
/// lists have (`DesignableUIKit.DesignableRegistrations`): its layer classes, so that a view
/// can name them as its `layerClass`, and the outlets of UIKit's own classes, so that a nib
/// can connect a collection view's `dataSource` or a text field's `delegate` to its owner,
/// and its view classes built by `init(frame:)`, so that a view built from its type (a nib's
/// class, `View.madeByType(frame:)`) can be one of them.
/// Internal, so that it never clashes with a component module's own list.
enum DesignableRegistrations: ComponentRegistrations {
  static var registrations: [ComponentRegistration] { [] }
  static var views: [ComponentRegistration] {
    [
      ComponentRegistration(
        UIActivityIndicatorView.self, designable: false,
        frame: { UIActivityIndicatorView(frame: $0) }),
      ComponentRegistration(
        UICollectionReusableView.self, designable: false,
        frame: { UICollectionReusableView(frame: $0) }),
      ComponentRegistration(
        UICollectionViewCell.self, designable: false, frame: { UICollectionViewCell(frame: $0) }),
      ComponentRegistration(
        UIDatePicker.self, designable: false, frame: { UIDatePicker(frame: $0) }),
      ComponentRegistration(
        UINavigationBar.self, designable: false, frame: { UINavigationBar(frame: $0) }),
      ComponentRegistration(
        UIPageControl.self, designable: false, frame: { UIPageControl(frame: $0) }),
      ComponentRegistration(
        UIPickerView.self, designable: false, frame: { UIPickerView(frame: $0) }),
      ComponentRegistration(
        UIProgressView.self, designable: false, frame: { UIProgressView(frame: $0) }),
      ComponentRegistration(
        UIScrollView.self, designable: false, frame: { UIScrollView(frame: $0) }),
      ComponentRegistration(UISearchBar.self, designable: false, frame: { UISearchBar(frame: $0) }),
      ComponentRegistration(
        UISearchTextField.self, designable: false, frame: { UISearchTextField(frame: $0) }),
      ComponentRegistration(
        UISegmentedControl.self, designable: false, frame: { UISegmentedControl(frame: $0) }),
      ComponentRegistration(UISlider.self, designable: false, frame: { UISlider(frame: $0) }),
      ComponentRegistration(UIStackView.self, designable: false, frame: { UIStackView(frame: $0) }),
      ComponentRegistration(UIStepper.self, designable: false, frame: { UIStepper(frame: $0) }),
      ComponentRegistration(UISwitch.self, designable: false, frame: { UISwitch(frame: $0) }),
      ComponentRegistration(UITabBar.self, designable: false, frame: { UITabBar(frame: $0) }),
      ComponentRegistration(
        UITableViewCell.self, designable: false, frame: { UITableViewCell(frame: $0) }),
      ComponentRegistration(
        UITableViewHeaderFooterView.self, designable: false,
        frame: { UITableViewHeaderFooterView(frame: $0) }),
      ComponentRegistration(UITextField.self, designable: false, frame: { UITextField(frame: $0) }),
      ComponentRegistration(UITextView.self, designable: false, frame: { UITextView(frame: $0) }),
      ComponentRegistration(UIToolbar.self, designable: false, frame: { UIToolbar(frame: $0) }),
    ]
  }
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
