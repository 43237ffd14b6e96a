import SwiftUI

// A feed screen only a `#Preview` makes is never shown, nor is the challenges screen only it
// makes, nor what that presents. The crews screen a live tab makes is shown, and so are its sheet
// and a screen both it and the dead feed make.
@main
struct ClubApp: App {
    var body: some Scene {
        WindowGroup { HomeView() }
    }
}

struct HomeView: View {
    var body: some View {
        TabView {
            CrewsView().tabItem { Text("Crews") }
        }
    }
}

struct CrewsView: View {
    @State private var creating = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Members") { MembersView() }
            }
            .toolbar { Button("New") { creating = true } }
            .sheet(isPresented: $creating) { CreateCrewView() }
        }
    }
}

struct FeedView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Challenges") { ChallengesView() }
                NavigationLink("Members") { MembersView() }
            }
        }
    }
}

struct ChallengesView: View {
    @State private var creating = false

    var body: some View {
        Button("New challenge") { creating = true }
            .sheet(isPresented: $creating) { CreateChallengeView() }
    }
}

struct CreateCrewView: View {
    var body: some View { Text("New crew") }
}

struct CreateChallengeView: View {
    var body: some View { Text("New challenge") }
}

struct MembersView: View {
    var body: some View { Text("Members") }
}

#Preview {
    FeedView()
}
