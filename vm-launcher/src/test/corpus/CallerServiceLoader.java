import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * ServiceLoader.load(service) with its caller's module and the context class loader, and with an
 * explicit loader: a service of the program with providers declared in a services file, JDK
 * services, and a service with no provider.
 */
public class CallerServiceLoader {

    public interface Greeter {
        String greet();
    }

    public static class English implements Greeter {
        @Override
        public String greet() {
            return "hello";
        }
    }

    public static class Spanish implements Greeter {
        @Override
        public String greet() {
            return "hola";
        }
    }

    public interface Unprovided {
    }

    static List<String> names(ServiceLoader<?> loader) {
        List<String> names = new ArrayList<>();
        loader.stream().forEach(p -> names.add(p.type().getName()));
        names.sort(null);
        return names;
    }

    public static void main(String[] args) throws IOException {
        System.out.println("no provider: " + names(ServiceLoader.load(Unprovided.class)));
        System.out.println("no provider yet: " + names(ServiceLoader.load(Greeter.class)));
        Path dir = Files.createTempDirectory("services");
        Path file = dir.resolve("META-INF/services/CallerServiceLoader$Greeter");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "# providers\nCallerServiceLoader$Spanish\nCallerServiceLoader$English\n");
        try (URLClassLoader withFile = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                CallerServiceLoader.class.getClassLoader())) {
            ServiceLoader<Greeter> loader = ServiceLoader.load(Greeter.class, withFile);
            System.out.println("explicit loader: " + loader.stream().map(p -> p.get().greet())
                    .sorted().collect(Collectors.joining(" ")));
            Thread.currentThread().setContextClassLoader(withFile);
            System.out.println("context loader: " + names(ServiceLoader.load(Greeter.class)));
            Thread.currentThread().setContextClassLoader(CallerServiceLoader.class.getClassLoader());
        } finally {
            Files.delete(file);
            Files.delete(file.getParent());
            Files.delete(file.getParent().getParent());
            Files.delete(dir);
        }
        System.out.println("JDK service: " + names(ServiceLoader.load(java.nio.file.spi.FileSystemProvider.class)));
        System.out.println("installed: " + names(ServiceLoader.loadInstalled(java.nio.file.spi.FileSystemProvider.class)));
    }
}
