import SwiftUI

// A sheet an `extension View` helper adds is presented by the screens that apply it, also
// when it is called on SwiftUI's own views (`Text("Pick").itemSetUp(…)`). The extension
// declares no screen of its own: `View` is SwiftUI's protocol.
extension View {
    func itemSetUp(showsPicker: Binding<Bool>) -> some View {
        sheet(isPresented: showsPicker) { PickerView() }
    }
}

struct EditView: View {
    @State private var showsPicker = false

    var body: some View {
        Text("Pick").itemSetUp(showsPicker: $showsPicker)
    }
}

struct PickerView: View {
    var body: some View { Text("Pick") }
}

@main struct EditApp: App {
    var body: some Scene {
        WindowGroup { EditView() }
    }
}
