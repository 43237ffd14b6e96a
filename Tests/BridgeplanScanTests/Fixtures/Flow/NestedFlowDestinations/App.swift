import SwiftUI

// Two flows each nest a plain `Destinations` type with a `static func view(for:)`: a root
// view's `navigationDestination` shows its own flow's views, not the other flow's.
enum SignUpFlow {
    enum Step: Hashable { case email, password }
    struct Destinations {
        @ViewBuilder
        static func view(for step: Step) -> some View {
            switch step {
            case .email: EmailView()
            case .password: PasswordView()
            }
        }
    }
}

enum ResetFlow {
    enum Step: Hashable { case code, done }
    struct Destinations {
        @ViewBuilder
        static func view(for step: Step) -> some View {
            switch step {
            case .code: CodeView()
            case .done: DoneView()
            }
        }
    }
}

enum HomeStep: Hashable { case settings, signUp(SignUpFlow.Step) }

struct HomeDestinations {
    @ViewBuilder
    static func view(for step: HomeStep) -> some View {
        switch step {
        case .settings: SettingsView()
        case .signUp(let inner): SignUpFlow.Destinations.view(for: inner)
        }
    }
}

struct SignUpRootView: View {
    @State private var path: [SignUpFlow.Step] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Start") { path.append(.email) }
                .navigationDestination(for: SignUpFlow.Step.self) { step in
                    SignUpFlow.Destinations.view(for: step)
                }
        }
    }
}

struct ResetRootView: View {
    @State private var path: [ResetFlow.Step] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Reset") { path.append(.code) }
                .navigationDestination(for: ResetFlow.Step.self) { step in
                    ResetFlow.Destinations.view(for: step)
                }
        }
    }
}

struct HomeView: View {
    @State private var path: [HomeStep] = []
    @State private var resetShown = false
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Settings") { path.append(.settings) }
                Button("Sign up") { path.append(.signUp(.email)) }
                Button("Reset") { resetShown = true }
            }
            .navigationDestination(for: HomeStep.self) { step in
                HomeDestinations.view(for: step)
            }
            .sheet(isPresented: $resetShown) { ResetRootView() }
        }
    }
}

struct EmailView: View {
    @State private var termsShown = false
    var body: some View { Button("Terms") { termsShown = true }.sheet(isPresented: $termsShown) { TermsView() } }
}
struct PasswordView: View { var body: some View { Text("Password") } }
struct CodeView: View { var body: some View { Text("Code") } }
struct DoneView: View { var body: some View { Text("Done") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
struct TermsView: View { var body: some View { Text("Terms") } }

@main
struct NestedApp: App {
    var body: some Scene {
        WindowGroup { HomeView() }
    }
}
