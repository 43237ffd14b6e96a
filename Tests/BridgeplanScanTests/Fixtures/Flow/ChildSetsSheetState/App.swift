import SwiftUI

// A tab view owns the flags of its sheets and hands every tab a closure that sets one. The
// news sheet opens over whichever tab's button ran the closure; the tab view's own button
// opens the profile sheet over the tab view itself.
@main
struct MembersApp: App {
    var body: some Scene {
        WindowGroup { MainTabView() }
    }
}

struct MainTabView: View {
    @State private var showingNews = false
    @State private var showingProfile = false

    var body: some View {
        TabView {
            HomeView(onNewsTapped: { showingNews = true })
                .tabItem { Text("Home") }
            ForumView(onNewsTapped: { showingNews = true })
                .tabItem { Text("Forum") }
        }
        .toolbar {
            Button("Profile") { showingProfile = true }
        }
        .sheet(isPresented: $showingNews, onDismiss: { showingNews = false }) {
            NewsView()
        }
        .sheet(isPresented: $showingProfile) {
            ProfileView()
        }
    }
}

struct HomeView: View {
    var onNewsTapped: (() -> Void)?

    var body: some View {
        Button("News") { onNewsTapped?() }
    }
}

struct ForumView: View {
    let onNewsTapped: () -> Void

    var body: some View {
        Button("News", action: onNewsTapped)
    }
}

struct NewsView: View {
    var body: some View { Text("News") }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}
